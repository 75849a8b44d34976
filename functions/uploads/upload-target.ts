// Where staff uploads go (decision 132): a presigned POST whose policy fixes the key, the image
// content type and at most 10 MB. S3 in the cloud; locally a folder, with the same form POST.
import type { UploadContentType } from '../../shared/schemas/shop/upload';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface UploadTarget {
  presignPost(input: { key: string; contentType: UploadContentType; maxBytes: number; expiresInSeconds: number }): Promise<PresignedPost>;
}
