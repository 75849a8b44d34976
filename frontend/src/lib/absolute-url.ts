// The public site's address of a path: canonical links, og:url and structured data point here from
// every environment.
import { BUSINESS } from '../../../shared/business';

export function absoluteUrl(path: string): string {
  return new URL(path, BUSINESS.website).href;
}
