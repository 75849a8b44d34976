// Services and the price list: what the public pages read and what staff change. The public sees
// current (not retired) services and rows; each service carries its lowest price for "from £..." text.
import type { PriceInput, PriceRow, PublicPriceList, Service, ServiceDetail, ServiceInput, CreateServiceRequest } from '../../shared/schemas/content/services';
import {
  getServiceRecord,
  listPriceRows,
  listPriceRowsOfService,
  listServiceRecords,
  priceRowFrom,
  putPriceRow,
  putServiceRecord,
  serviceRecordFrom,
  type ServiceRecord,
} from '../data/services';
import { BadRequestError, ConflictError, NotFoundError } from '../lib/http-errors';

export const SERVICE_NOT_FOUND = 'Service not found';

function lowestPrice(rows: readonly PriceRow[]): number | undefined {
  const prices = rows.filter((r) => !r.retired && r.kind !== 'quote').flatMap((r) => [r.pricePence!, ...r.grades.map((g) => g.pricePence)]);
  return prices.length ? Math.min(...prices) : undefined;
}

function withFromPrice(service: ServiceRecord, rows: readonly PriceRow[]): Service {
  const fromPence = lowestPrice(rows.filter((r) => r.serviceId === service.id));
  return { ...service, ...(fromPence !== undefined ? { fromPence } : {}) };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB');

/** Services with their lowest price: two Queries (services, price list). */
export async function listServices(includeRetired: boolean): Promise<Service[]> {
  const [services, rows] = await Promise.all([listServiceRecords(), listPriceRows()]);
  return services.filter((s) => includeRetired || !s.retired).map((s) => withFromPrice(s, rows)).sort(byName);
}

/** A current service and its current prices, by make then model: a Get and a Query. */
export async function serviceDetail(id: string): Promise<ServiceDetail> {
  const [service, rows] = await Promise.all([getServiceRecord(id), listPriceRowsOfService(id)]);
  if (!service || service.retired) throw new NotFoundError(SERVICE_NOT_FOUND);
  const current = rows.filter((r) => !r.retired);
  return { service: withFromPrice(service, current), prices: current };
}

export async function publicPriceList(): Promise<PublicPriceList> {
  const [services, rows] = await Promise.all([listServiceRecords(), listPriceRows()]);
  const current = new Map(services.filter((s) => !s.retired).map((s) => [s.id, s.name]));
  return {
    services: [...current].map(([id, name]) => ({ id, name })).sort(byName),
    rows: rows.filter((r) => !r.retired && current.has(r.serviceId)),
  };
}

export async function createService(input: CreateServiceRequest, now: Date): Promise<Service> {
  const record = serviceRecordFrom(input.id, input, now);
  if (!(await putServiceRecord(record, false))) throw new ConflictError(`The slug "${input.id}" is already used by another service`);
  return withFromPrice(record, []);
}

export async function updateService(id: string, input: ServiceInput, now: Date): Promise<Service> {
  const record = serviceRecordFrom(id, input, now);
  if (!(await putServiceRecord(record, true))) throw new NotFoundError(SERVICE_NOT_FOUND);
  return withFromPrice(record, await listPriceRowsOfService(id));
}

/** Adds or replaces the row for (service, make, model); the service must exist. */
export async function savePrice(input: PriceInput, now: Date): Promise<PriceRow> {
  if (!(await getServiceRecord(input.serviceId))) throw new BadRequestError(`Unknown service "${input.serviceId}"`, { errors: { serviceId: ['Choose a service that exists'] } });
  const row = priceRowFrom(input, now);
  await putPriceRow(row);
  return row;
}
