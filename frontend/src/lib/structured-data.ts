// schema.org objects for the public pages' JSON-LD: the shop as a LocalBusiness (with the rating of
// its verified reviews), a Service with its Offers, an Article, and the BreadcrumbList.
import { BUSINESS, OPENING_HOURS } from '../../../shared/business';
import type { ReviewStats } from '../../../shared/schemas/content/reviews';
import { absoluteUrl } from './absolute-url';

const BUSINESS_ID = absoluteUrl('/#business');
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function localBusiness(stats?: ReviewStats | null): object {
  return {
    '@type': 'ElectronicsStore',
    '@id': BUSINESS_ID,
    name: BUSINESS.name,
    url: absoluteUrl('/'),
    telephone: BUSINESS.phone.e164,
    email: BUSINESS.email,
    priceRange: BUSINESS.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BUSINESS.address.line1,
      addressLocality: BUSINESS.address.city,
      postalCode: BUSINESS.address.postcode,
      addressRegion: BUSINESS.address.country,
      addressCountry: 'GB',
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: OPENING_HOURS.days.map((d) => DAY_NAMES[d - 1]),
        opens: OPENING_HOURS.opens,
        closes: OPENING_HOURS.closes,
      },
    ],
    sameAs: [BUSINESS.social.url],
    ...(stats?.count && stats.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: stats.average, reviewCount: stats.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

export function breadcrumbs(trail: readonly { name: string; path: string }[]): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface OfferInput {
  name: string;
  pricePence: number;
}

export function service(input: { name: string; description: string; path: string; offers: readonly OfferInput[] }): object {
  return {
    '@type': 'Service',
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    areaServed: { '@type': 'City', name: BUSINESS.address.city },
    provider: { '@id': BUSINESS_ID },
    ...(input.offers.length
      ? {
          offers: input.offers.map((offer) => ({
            '@type': 'Offer',
            name: offer.name,
            price: (offer.pricePence / 100).toFixed(2),
            priceCurrency: BUSINESS.currency,
          })),
        }
      : {}),
  };
}

export function article(input: { title: string; summary: string; path: string; publishedAt?: string; updatedAt: string }): object {
  return {
    '@type': 'Article',
    headline: input.title,
    description: input.summary,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    ...(input.publishedAt ? { datePublished: input.publishedAt } : {}),
    dateModified: input.updatedAt,
    author: { '@id': BUSINESS_ID },
    publisher: { '@id': BUSINESS_ID },
  };
}
