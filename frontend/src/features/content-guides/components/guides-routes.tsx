// The guides pages read in the browser: each page's query, then the page with its data.
import { QueryView } from '../../../components/content/query-view';
import { guideQueryOptions, guidesQueryOptions } from '../api/guides';
import { GuidePage } from './guide-page';
import { GuidesPage } from './guides-page';

export function GuidesRoute() {
  return (
    <QueryView options={guidesQueryOptions()} loadingLabel="Loading the guides" notFoundTitle="No guides found" failedTitle="We could not load the guides">
      {(data) => <GuidesPage guides={data.guides} />}
    </QueryView>
  );
}

export function GuideRoute({ id }: { id: string }) {
  return (
    <QueryView options={guideQueryOptions(id)} loadingLabel="Loading the guide" notFoundTitle="We could not find that guide" failedTitle="We could not load this guide">
      {(guide) => <GuidePage guide={guide} />}
    </QueryView>
  );
}
