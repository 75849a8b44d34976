// /admin/developers: the reference of the API, drawn from the OpenAPI document the build generates
// from the route manifest (decisions 270, 271). The renderer loads only here, after the page is up.
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../../components/form/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Where the site serves the document (shared/api/openapi.ts OPENAPI_DOCUMENT_PATH, kept out of this chunk). */
const DOCUMENT_URL = '/api/openapi.json';

type ReferenceState = 'loading' | 'ready' | 'failed';

export function ApiReferencePage() {
  useDocumentTitle('Developers', 'The API reference of the shop: every endpoint, who may call it and what it takes and answers.');
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ReferenceState>('loading');

  useEffect(() => {
    const root = document.documentElement;
    // Swagger UI's dark theme hangs off this class; the rest of the app never uses it.
    root.classList.add('dark-mode');
    let current = true;
    import('../lib/api-reference').then(
      ({ renderApiReference }) => {
        if (current && container.current) renderApiReference(container.current, DOCUMENT_URL, () => current && setState('ready'));
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
      root.classList.remove('dark-mode');
    };
  }, []);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Developers</h1>
        <p className="max-w-3xl text-muted">
          The shop&apos;s API, for connecting its other tools: every endpoint, who may call it, and what it takes and answers. The
          OpenAPI 3.1 document behind this page is at{' '}
          <a href={DOCUMENT_URL} className="text-primary underline">
            {DOCUMENT_URL}
          </a>
          .
        </p>
      </header>
      {state === 'loading' && <Spinner label="Loading the API reference" />}
      {state === 'failed' && (
        <Notice tone="error" title="The API reference could not be loaded" role="alert">
          Reload the page to try again.
        </Notice>
      )}
      <div ref={container} data-testid="api-reference" />
    </div>
  );
}
