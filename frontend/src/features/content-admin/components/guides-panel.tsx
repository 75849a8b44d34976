// Staff's guides: write or change one in Markdown (draft or published); the list shows every guide.
import { useState, type FormEvent } from 'react';
import { slugify } from '../../../../../shared/schemas/content/fields';
import type { Guide, GuideStatus } from '../../../../../shared/schemas/content/guides';
import { formatDate } from '../../../../../shared/dates';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useCreateGuide, useUpdateGuide } from '../api/content-admin';
import { WriteError } from './write-result';

interface GuideForm {
  slug: string;
  title: string;
  summary: string;
  body: string;
  deviceTags: string;
  serviceIds: string;
  status: GuideStatus;
  imageUrl: string;
}

const BLANK: GuideForm = { slug: '', title: '', summary: '', body: '', deviceTags: '', serviceIds: '', status: 'draft', imageUrl: '' };
const list = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);

export function GuidesPanel({ guides }: { guides: readonly Guide[] }) {
  const [editing, setEditing] = useState<string | null>(null);
  const [form, setForm] = useState<GuideForm>(BLANK);
  const create = useCreateGuide();
  const update = useUpdateGuide();
  const write = editing ? update : create;
  const set = <K extends keyof GuideForm>(key: K, value: GuideForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      slug: form.slug || slugify(form.title),
      deviceTags: list(form.deviceTags),
      serviceIds: list(form.serviceIds),
      imageUrl: form.imageUrl || undefined,
    };
    const done = {
      onSuccess: (saved: Guide) => {
        setEditing(saved.slug);
        setForm((current) => ({ ...current, slug: saved.slug }));
        toast({ title: 'Guide saved', description: saved.title, variant: 'success' });
      },
    };
    if (editing) update.mutate({ id: editing, body }, done);
    else create.mutate(body, done);
  };

  return (
    <div className="grid gap-6">
      <form onSubmit={submit} aria-labelledby="guide-form-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <h2 id="guide-form-title" className="text-lg font-semibold">
          {editing ? `Change "${form.title}"` : 'Write a guide'}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Title" name="title" value={form.title} onChange={(e) => set('title', e.target.value)} />
          <TextField label="Slug (address)" name="slug" optional hint="Made from the title when blank" value={form.slug} onChange={(e) => set('slug', e.target.value)} />
          <TextField label="Summary" name="summary" value={form.summary} onChange={(e) => set('summary', e.target.value)} />
          <TextField label="Device tags" name="deviceTags" optional hint="Comma-separated: phone, tablet" value={form.deviceTags} onChange={(e) => set('deviceTags', e.target.value)} />
          <TextField label="Related services" name="serviceIds" optional hint="Service slugs, comma-separated" value={form.serviceIds} onChange={(e) => set('serviceIds', e.target.value)} />
          <TextField label="Image address" name="imageUrl" optional value={form.imageUrl} onChange={(e) => set('imageUrl', e.target.value)} />
          <div className="grid gap-2">
            <label htmlFor="guide-status" className={labelClasses}>
              Status
            </label>
            <select id="guide-status" value={form.status} onChange={(e) => set('status', e.target.value as GuideStatus)} className={inputClasses(false)}>
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          </div>
        </div>
        <TextAreaField label="Body (Markdown)" name="body" rows={14} value={form.body} hint="## Headings, **bold**, [links](/services), ![images](https://...). HTML is shown as text." onChange={(e) => set('body', e.target.value)} />
        <WriteError error={write.error} />
        <div className="flex gap-3">
          <SubmitButton pending={write.isPending} pendingLabel="Saving..." size="md">
            Save guide
          </SubmitButton>
          <Button variant="ghost" onClick={() => (setEditing(null), setForm(BLANK))}>
            New guide
          </Button>
        </div>
      </form>
      <ul className="grid gap-2">
        {guides.map((guide) => (
          <li key={guide.slug} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface px-4 py-3">
            <span>
              <span className="font-medium">{guide.title}</span>{' '}
              <span className="text-sm text-subtle">
                {guide.status} · updated {formatDate(guide.updatedAt)}
              </span>
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Edit ${guide.title}`}
              onClick={() => {
                setEditing(guide.slug);
                setForm({ ...guide, deviceTags: guide.deviceTags.join(', '), serviceIds: guide.serviceIds.join(', '), imageUrl: guide.imageUrl ?? '' });
              }}
            >
              Edit
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
