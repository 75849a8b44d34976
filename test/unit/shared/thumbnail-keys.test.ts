// Decision 128: a job photo's thumbnail lives under the photo's key with -thumb before the extension,
// and the add-photo schema takes only keys of that shape (the server also compares it with the photo's).
import { describe, expect, it } from 'vitest';
import { AddJobPhotoRequestSchema } from '../../../shared/schemas/repairs/job-photo-request';
import { thumbnailKeyOf } from '../../../shared/schemas/shop/upload';

const KEY = 'job-photos/01JZ00000000000000000000AB.webp';

describe('thumbnail keys', () => {
  it("puts -thumb before the photo key's extension", () => {
    expect(thumbnailKeyOf(KEY)).toBe('job-photos/01JZ00000000000000000000AB-thumb.webp');
    expect(thumbnailKeyOf('product-images/01JZ00000000000000000000AB.jpg')).toBe('product-images/01JZ00000000000000000000AB-thumb.jpg');
  });

  it('accepts a photo with or without a thumbnail key, and refuses one of another shape', () => {
    expect(AddJobPhotoRequestSchema.safeParse({ key: KEY, label: 'front' }).success).toBe(true);
    expect(AddJobPhotoRequestSchema.safeParse({ key: KEY, thumbnailKey: thumbnailKeyOf(KEY), label: 'front' }).success).toBe(true);
    for (const thumbnailKey of [KEY, 'job-photos/../escape-thumb.webp', 'product-images/01JZ00000000000000000000AB-thumb.webp', `${KEY}-thumb`]) {
      expect(AddJobPhotoRequestSchema.safeParse({ key: KEY, thumbnailKey, label: 'front' }).success).toBe(false);
    }
  });
});
