// The one opening of data pages and panels: spinner while loading, the server's words on failure,
// the empty message, then the content.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryContent, type QueryState } from '../../../frontend/src/components/ui/query-content';
import { ApiError } from '../../../frontend/src/lib/api-error';

const render = (query: QueryState<string[]>) =>
  renderToString(
    <QueryContent query={query} loadingLabel="Loading your things" failedTitle="Could not load your things" isEmpty={(items) => items.length === 0} empty={<p>Nothing yet.</p>}>
      {(items) => <ul>{items.map((item) => <li key={item}>{item}</li>)}</ul>}
    </QueryContent>,
  );

describe('QueryContent', () => {
  it('shows a spinner named by the loading label while the query loads', () => {
    const html = render({ isPending: true, isError: false, error: null, data: undefined });

    expect(html).toContain('role="status"');
    expect(html).toContain('Loading your things');
    expect(html).not.toContain('<ul>');
  });

  it("shows the failure's title and the server's own message as an alert", () => {
    const error = new ApiError('503: Service Unavailable', 503, { message: 'The shop is busy' });

    const html = render({ isPending: false, isError: true, error });

    expect(html).toContain('role="alert"');
    expect(html).toContain('Could not load your things');
    expect(html).toContain('The shop is busy');
  });

  it('shows the empty message when the data holds nothing, and the content otherwise', () => {
    expect(render({ isPending: false, isError: false, error: null, data: [] })).toContain('Nothing yet.');

    const html = render({ isPending: false, isError: false, error: null, data: ['A phone'] });
    expect(html).toContain('<li>A phone</li>');
    expect(html).not.toContain('Nothing yet.');
  });
});
