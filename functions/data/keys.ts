// Every key the table uses is built here, so the access patterns in docs/data-model.md have one home.

/** The shop's business facts (seeded from shared/business.ts; the admin settings screen edits them). */
export const shopProfile = () => ({ pk: 'SHOP', sk: 'PROFILE' });
/** The shop's settings: one item, one section per attribute (decision 190). */
export const shopSettings = () => ({ pk: 'SHOP', sk: 'SETTINGS' });
/** What the app counts for /admin/check, one item per UTC hour (decision 195). */
export const healthHour = (hour: string) => ({ pk: 'HEALTH', sk: `HOUR#${hour}` });
export const healthPartition = 'HEALTH' as const;
export const healthHourPrefix = 'HOUR#' as const;
export const user = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' });
/** Owns an email, phone or username for one user (normalised value). */
export const unique = (field: 'email' | 'phone' | 'username', value: string) => ({ pk: `UNIQUE#${field.toUpperCase()}#${value}`, sk: 'UNIQUE' });
export const session = (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' });
/** An admin's inactivity timeout settings and passcode hash, beside their profile. */
export const adminSecurity = (userId: string) => ({ pk: `USER#${userId}`, sk: 'ADMIN_SECURITY' });
/**
 * gsi2 on a staff account's own profile item (sparse: a customer has none): the staff list is one
 * Query, and what it shows (name, username, two-factor, suspension) is never a copy (decision 255).
 */
export const staffMember = (userId: string) => ({ gsi2pk: 'STAFF', gsi2sk: userId });
export const staffPartition = 'STAFF' as const;
/** Open staff invitations in one partition, oldest first (the Staff page's list is one Query, decision 256). */
export const staffInvite = (inviteId: string) => ({ pk: 'STAFF_INVITES', sk: `INVITE#${inviteId}` });
export const staffInvitesPartition = 'STAFF_INVITES' as const;
/** The same invitation by the SHA-256 of its emailed token: the link's page is one GetItem. */
export const staffInviteToken = (tokenHash: string) => ({ pk: `STAFF_INVITE_TOKEN#${tokenHash}`, sk: 'TOKEN' });
/** gsi1: a user's sessions, oldest first, so sign-out everywhere can find them all. */
export const sessionByUser = (userId: string, createdAt: string, tokenHash: string) => ({
  gsi1pk: `USER#${userId}`,
  gsi1sk: `SESSION#${createdAt}#${tokenHash}`,
});
export const sessionsOfUserPrefix = 'SESSION#' as const;
/** A single-use emailed link (verification or reset), by the SHA-256 of its token. */
export const linkToken = (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' });
/** The second sign-in step of an account with two-factor on, by the SHA-256 of its challenge. */
export const loginChallenge = (challengeHash: string) => ({ pk: `LOGIN_CHALLENGE#${challengeHash}`, sk: 'CHALLENGE' });
/** One attempt counter: scope says what is counted (sign-in failures, emails), key for whom. */
export const throttle = (scope: string, key: string) => ({ pk: `THROTTLE#${scope}#${key}`, sk: 'THROTTLE' });
/** Street-level addresses on file, by the first 3 characters of each word, then the word. */
export const addressWord = (word: string, addressKey: string) => ({ pk: `ADDRESS#${word.slice(0, 3)}`, sk: `${word}#${addressKey}` });
export const addressWordPartition = (wordPrefix: string) => `ADDRESS#${wordPrefix.slice(0, 3)}`;
/** Page hits by day, for the reports screen: newest first within the day. */
export const pageHit = (day: string, at: string, id: string) => ({ pk: `HITS#${day}`, sk: `HIT#${at}#${id}` });
/**
 * Per-day view counters, one partition per calendar month (decision 362): the whole day, and one per
 * path, by day; a month's report is one Query of its partition.
 */
export const pageViewsPartition = (month: string) => `VIEWS#${month}`;
export const pageViewsOfDay = (day: string) => ({ pk: pageViewsPartition(day.slice(0, 7)), sk: `DAY#${day}#ALL` });
export const pageViewsOfPath = (day: string, path: string) => ({ pk: pageViewsPartition(day.slice(0, 7)), sk: `DAY#${day}#PATH#${path}` });
/** The sort keys of a range of days' counters within a month's partition. */
export const pageViewsFrom = (day: string) => `DAY#${day}#`;
export const pageViewsTo = (day: string) => `DAY#${day}#~`;
/**
 * An audit record. One partition holds the whole log, newest last by time then id (decision 072);
 * gsi1 lists it by action and gsi2 by user, with the same sort key, so every view is a Query.
 */
export const auditEntry = (at: string, id: string) => ({ pk: 'AUDIT#LOG', sk: `${at}#${id}` });
export const auditByAction = (action: string, at: string, id: string) => ({ gsi1pk: `AUDIT_ACTION#${action}`, gsi1sk: `${at}#${id}` });
export const auditByUser = (userId: string, at: string, id: string) => ({ gsi2pk: `AUDIT_USER#${userId}`, gsi2sk: `${at}#${id}` });
export const auditLogPartition = 'AUDIT#LOG' as const;
export const auditActionPartition = (action: string) => `AUDIT_ACTION#${action}`;
export const auditUserPartition = (userId: string) => `AUDIT_USER#${userId}`;
/** Marks an event as processed so a redelivered event is recorded once. */
export const processedEvent = (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'PROCESSED' });
/** Bookings taken per appointment slot: one partition, sorted by slot start, so a range is one Query. */
export const bookingSlot = (slotStart: string) => ({ pk: 'BOOKING_SLOTS', sk: `SLOT#${slotStart}` });
export const bookingSlotsPartition = 'BOOKING_SLOTS' as const;
export const bookingSlotPrefix = 'SLOT#' as const;
export const booking = (reference: string) => ({ pk: `BOOKING#${reference}`, sk: 'BOOKING' });
/** gsi1: a signed-in customer's bookings by slot. */
export const bookingByUser = (userId: string, slotStart: string, reference: string) => ({
  gsi1pk: `USER#${userId}`,
  gsi1sk: `BOOKING#${slotStart}#${reference}`,
});
export const bookingsOfUserPrefix = 'BOOKING#' as const;
/** gsi2: the bookings of one London day by slot (the admin's day list). */
export const bookingByDay = (day: string, slotStart: string, reference: string) => ({
  gsi2pk: `BOOKINGS#${day}`,
  gsi2sk: `${slotStart}#${reference}`,
});
export const bookingDayPartition = (day: string) => `BOOKINGS#${day}`;
export const mailInOrder = (reference: string) => ({ pk: `MAILIN#${reference}`, sk: 'ORDER' });
/** gsi1: a customer's mail-in orders, newest last. */
export const mailInOrderByUser = (userId: string, createdAt: string, reference: string) => ({
  gsi1pk: `USER#${userId}`,
  gsi1sk: `MAILIN#${createdAt}#${reference}`,
});
export const mailInOrdersOfUserPrefix = 'MAILIN#' as const;
/** gsi2: mail-in orders in one state, oldest first (the admin's queue). */
export const mailInOrderByState = (state: string, createdAt: string, reference: string) => ({
  gsi2pk: `MAILIN_STATE#${state}`,
  gsi2sk: `${createdAt}#${reference}`,
});
export const mailInStatePartition = (state: string) => `MAILIN_STATE#${state}`;
// ---------- Repairs (decision 082; docs/data-model.md, Repairs) ----------
/** A job's partition, by its QR code: the header, its timeline entries and its lines (one Query). */
export const jobPartition = (qrCode: string) => `JOB#${qrCode}`;
export const job = (qrCode: string) => ({ pk: `JOB#${qrCode}`, sk: 'JOB' });
export const jobTimelineEntry = (qrCode: string, at: string, id: string) => ({ pk: `JOB#${qrCode}`, sk: `TIMELINE#${at}#${id}` });
export const jobLine = (qrCode: string, lineId: string) => ({ pk: `JOB#${qrCode}`, sk: `LINE#${lineId}` });
/** gsi1 on the job header: every job, newest first (the admin's unfiltered list). */
export const jobInAllJobs = (openedAt: string, qrCode: string) => ({ gsi1pk: 'JOBS', gsi1sk: `${openedAt}#${qrCode}` });
export const allJobsPartition = 'JOBS' as const;
/** gsi2 on the job header: the jobs in one status, newest first (the admin's status filter, TV board). */
export const jobByStatus = (status: string, openedAt: string, qrCode: string) => ({ gsi2pk: `JOB_STATUS#${status}`, gsi2sk: `${openedAt}#${qrCode}` });
export const jobStatusPartition = (status: string) => `JOB_STATUS#${status}`;
/** A search term of a job (job number, phone, IMEI/serial, name word), by its first 3 characters. */
export const jobSearchTerm = (term: string, qrCode: string) => ({ pk: `JOB_SEARCH#${term.slice(0, 3)}`, sk: `${term}#${qrCode}` });
export const jobSearchPartition = (term: string) => `JOB_SEARCH#${term.slice(0, 3)}`;
/** A full-name term of a job ("siobhan neill", "neill siobhan"; decision 360), newest opened last in its sort key. */
export const jobNameTerm = (term: string, openedAt: string, qrCode: string) => ({ pk: `JOB_NAME#${term.slice(0, 3)}`, sk: `${term}#${openedAt}#${qrCode}` });
export const jobNamePartition = (term: string) => `JOB_NAME#${term.slice(0, 3)}`;
/** A job in its owner's partition (a registered account), a customer record's, and its device's. */
export const jobOfUser = (userId: string, openedAt: string, qrCode: string) => ({ pk: `USER#${userId}`, sk: `JOB#${openedAt}#${qrCode}` });
export const jobOfCustomer = (customerQr: string, openedAt: string, qrCode: string) => ({ pk: `CUSTOMER#${customerQr}`, sk: `JOB#${openedAt}#${qrCode}` });
export const jobOfDevice = (deviceQr: string, openedAt: string, qrCode: string) => ({ pk: `DEVICE#${deviceQr}`, sk: `JOB#${openedAt}#${qrCode}` });
export const jobCopyPrefix = 'JOB#' as const;
/** An open job with a promised date, by that date: the dashboard's overdue list is one Query. */
export const jobDue = (promisedAt: string, qrCode: string) => ({ pk: 'JOBS_DUE', sk: `${promisedAt}#${qrCode}` });
export const jobsDuePartition = 'JOBS_DUE' as const;
/** An open job (not Collected, Cancelled or Unrepairable / returned), oldest first: the workshop board is one Query. */
export const jobOpen = (openedAt: string, qrCode: string) => ({ pk: 'JOBS_OPEN', sk: `${openedAt}#${qrCode}` });
export const openJobsPartition = 'JOBS_OPEN' as const;
/**
 * An open job assigned to a member of staff, by its promised date (undated ones last), then opening:
 * their "My jobs" is one Query (decision 261).
 */
export const jobOfAssignee = (userId: string, promisedAt: string | undefined, openedAt: string, qrCode: string) => ({
  pk: `JOBS_OF#${userId}`,
  sk: `${promisedAt ?? 'UNDATED'}#${openedAt}#${qrCode}`,
});
export const assignedJobsPartition = (userId: string) => `JOBS_OF#${userId}`;
/** The job number counter (atomic ADD) and the number of jobs in each status. */
export const jobNumberCounter = () => ({ pk: 'COUNTER', sk: 'JOB_NUMBER' });
export const jobStatusCounts = () => ({ pk: 'JOB_COUNTS', sk: 'BY_STATUS' });
/** A device by its sticker's QR code; its jobs share the partition (profile with history: one Query). */
export const devicePartition = (qrCode: string) => `DEVICE#${qrCode}`;
export const device = (qrCode: string) => ({ pk: `DEVICE#${qrCode}`, sk: 'DEVICE' });
/** gsi1 / gsi2 on the device: the devices of an account and of a shop customer record. */
export const deviceOfUser = (userId: string, createdAt: string, qrCode: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `DEVICE#${createdAt}#${qrCode}` });
export const deviceOfCustomer = (customerQr: string, createdAt: string, qrCode: string) => ({ gsi2pk: `CUSTOMER#${customerQr}`, gsi2sk: `DEVICE#${createdAt}#${qrCode}` });
export const devicesPrefix = 'DEVICE#' as const;
/** A shop customer record (walk-ins), by its QR code; its jobs share the partition. */
export const customerPartition = (qrCode: string) => `CUSTOMER#${qrCode}`;
export const customer = (qrCode: string) => ({ pk: `CUSTOMER#${qrCode}`, sk: 'PROFILE' });
/** One customer record per phone number, so the counter never makes a second one. */
/** gsi1 on a linked customer record: the records of an account (decision 113). */
export const customerOfUser = (userId: string, createdAt: string, qrCode: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `CUSTOMER#${createdAt}#${qrCode}` });
export const customersOfUserPrefix = 'CUSTOMER#' as const;
/** What is left of a closed account: when, and on whose request; no personal data (decision 046). */
export const closedAccount = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CLOSED' });
/** A code sent to a walk-in job's contact to prove a claim: one per job and account (decision 044). */
export const jobClaimCode = (qrCode: string, userId: string) => ({ pk: `JOB_CLAIM#${qrCode}#${userId}`, sk: 'CODE' });
export const customerPhone = (phone: string) => ({ pk: `UNIQUE#CUSTOMER_PHONE#${phone}`, sk: 'UNIQUE' });
export const customerSearchTerm = (term: string, qrCode: string) => ({ pk: `CUSTOMER_SEARCH#${term.slice(0, 3)}`, sk: `${term}#${qrCode}` });
export const customerSearchPartition = (term: string) => `CUSTOMER_SEARCH#${term.slice(0, 3)}`;
/** A full-name term of a customer record (first+last and last+first; decision 360). */
export const customerNameTerm = (term: string, qrCode: string) => ({ pk: `CUSTOMER_NAME#${term.slice(0, 3)}`, sk: `${term}#${qrCode}` });
export const customerNamePartition = (term: string) => `CUSTOMER_NAME#${term.slice(0, 3)}`;
// ---------- Content (decision 120; docs/data-model.md, Content) ----------
/** Every service in one partition, by id: the services page is one Query. */
export const service = (id: string) => ({ pk: 'SERVICES', sk: `SERVICE#${id}` });
export const servicesPartition = 'SERVICES' as const;
/** The whole price list in one partition, sorted by service then make and model: /pricing is one Query, a service's rows a prefix. */
export const priceRow = (rowId: string) => ({ pk: 'PRICES', sk: `PRICE#${rowId}` });
export const pricesPartition = 'PRICES' as const;
export const pricesOfServicePrefix = (serviceId: string) => `PRICE#${serviceId}#`;
/** Every guide in one partition by slug; gsi1 holds the published ones, newest first. */
export const guide = (slug: string) => ({ pk: 'GUIDES', sk: `GUIDE#${slug}` });
export const guidesPartition = 'GUIDES' as const;
export const publishedGuide = (publishedAt: string, slug: string) => ({ gsi1pk: 'GUIDES_PUBLISHED', gsi1sk: `${publishedAt}#${slug}` });
export const publishedGuidesPartition = 'GUIDES_PUBLISHED' as const;
/** A review invitation, by the SHA-256 of its emailed token; one per collected job (below). */
export const reviewInvitation = (tokenHash: string) => ({ pk: `REVIEW_INVITE#${tokenHash}`, sk: 'INVITE' });
export const reviewInvitationOfJob = (jobQr: string) => ({ pk: `REVIEW_JOB#${jobQr}`, sk: 'INVITE' });
/** Every review, newest first by its ULID; gsi1 holds the published ones. */
export const review = (id: string) => ({ pk: 'REVIEWS', sk: `REVIEW#${id}` });
export const reviewsPartition = 'REVIEWS' as const;
export const publishedReview = (id: string) => ({ gsi1pk: 'REVIEWS_PUBLISHED', gsi1sk: id });
export const publishedReviewsPartition = 'REVIEWS_PUBLISHED' as const;
/** Count and star total of the published reviews, kept in the same transaction as each change. */
export const reviewStats = () => ({ pk: 'REVIEWS', sk: 'STATS' });
/** Contact-form enquiries, newest first by ULID. */
export const enquiry = (id: string) => ({ pk: 'ENQUIRIES', sk: `ENQUIRY#${id}` });
export const enquiriesPartition = 'ENQUIRIES' as const;
/** The staff-extendable TAC table (make and model of an IMEI's first 8 digits). */
export const tac = (tac: string) => ({ pk: 'TACS', sk: `TAC#${tac}` });
export const tacsPartition = 'TACS' as const;
// ---------- Sales, invoices and the till (decisions 140-149; docs/data-model.md, Sales) ----------
/** The gapless invoice and credit note sequences: the last number issued (decision 141). */
export const invoiceCounter = () => ({ pk: 'COUNTER', sk: 'INVOICE_NUMBER' });
export const creditNoteCounter = () => ({ pk: 'COUNTER', sk: 'CREDIT_NOTE_NUMBER' });
export const invoice = (number: string) => ({ pk: `INVOICE#${number}`, sk: 'INVOICE' });
/** gsi1 on an invoice / credit note: all of them by issue time (reports and the sales list). */
export const invoiceByTime = (issuedAt: string, number: string) => ({ gsi1pk: 'INVOICES', gsi1sk: `${issuedAt}#${number}` });
export const invoicesPartition = 'INVOICES' as const;
export const creditNote = (number: string) => ({ pk: `CREDIT_NOTE#${number}`, sk: 'CREDIT_NOTE' });
export const creditNoteByTime = (issuedAt: string, number: string) => ({ gsi1pk: 'CREDIT_NOTES', gsi1sk: `${issuedAt}#${number}` });
export const creditNotesPartition = 'CREDIT_NOTES' as const;
/** One London day's takings per method, added to by every invoice and credit note (decision 143). */
export const salesDay = (day: string) => ({ pk: `SALES_DAY#${day}`, sk: 'TOTALS' });
export const sale = (saleId: string) => ({ pk: `SALE#${saleId}`, sk: 'SALE' });
/** A till request's idempotency key (sale or refund): written with it, so a retry finds it. */
export const tillRequest = (key: string) => ({ pk: `TILL_REQUEST#${key}`, sk: 'REQUEST' });
/** A manager's approval given at the till, used once by the request it was given for (decision 268). */
export const tillApproval = (approvalId: string) => ({ pk: `TILL_APPROVAL#${approvalId}`, sk: 'APPROVAL' });
/** A receipt's claim code (at least 96 random bits): the receipt page and, later, loyalty points. */
export const receipt = (code: string) => ({ pk: `RECEIPT#${code}`, sk: 'RECEIPT' });
/**
 * A purchase's row (an invoice or credit note) under its holder: an account, or a shop customer record
 * not linked to one yet, whose rows are copied to the account that claims it (decision 295).
 */
export const purchase = (holderPk: string, issuedAt: string, number: string) => ({ pk: holderPk, sk: `PURCHASE#${issuedAt}#${number}` });
export const purchasesPrefix = 'PURCHASE#' as const;
/** Present while a drawer session is open: there is at most one. */
export const drawerCurrent = () => ({ pk: 'DRAWER', sk: 'CURRENT' });
export const drawerPartition = (sessionId: string) => `DRAWER#${sessionId}`;
export const drawerSession = (sessionId: string) => ({ pk: `DRAWER#${sessionId}`, sk: 'SESSION' });
/** A money move of a drawer session (float, sale payment, refund, cash in / out): the till's ledger. */
export const drawerMove = (sessionId: string, at: string, moveId: string) => ({ pk: `DRAWER#${sessionId}`, sk: `MOVE#${at}#${moveId}` });
export const drawerMovePrefix = 'MOVE#' as const;
// ---------- Shop: products, stock ledger, carts, orders (decision 130; docs/data-model.md, Shop) ----------
/** The whole catalogue is one partition (a small shop's few hundred products): /shop, a category and the admin list are one Query. */
export const catalogPartition = 'CATALOG' as const;
export const product = (productId: string) => ({ pk: 'CATALOG', sk: `PRODUCT#${productId}` });
export const productPrefix = 'PRODUCT#' as const;
/** gsi1 / gsi2 on the product: its SKU and its barcode, so a lookup by either code is one Query. */
export const productBySku = (sku: string) => ({ gsi1pk: `PRODUCT_CODE#${sku}`, gsi1sk: 'PRODUCT' });
export const productByBarcode = (barcode: string) => ({ gsi2pk: `PRODUCT_CODE#${barcode}`, gsi2sk: 'PRODUCT' });
export const productCodePartition = (code: string) => `PRODUCT_CODE#${code}`;
/** One product per SKU, barcode and slug (conditional writes). */
export const productCode = (kind: 'SKU' | 'BARCODE' | 'SLUG', value: string) => ({ pk: `UNIQUE#PRODUCT_${kind}#${value}`, sk: 'UNIQUE' });
/** A product's own partition: its stock movements (by cause, so each cause moves stock once), units and holds. */
export const stockPartition = (productId: string) => `STOCK#${productId}`;
export const stockMovement = (productId: string, causeId: string) => ({ pk: `STOCK#${productId}`, sk: `MOVE#${causeId}` });
/** gsi1 on a movement: the product's history by time. */
export const stockMovementByTime = (productId: string, at: string, causeId: string) => ({ gsi1pk: `STOCK_HISTORY#${productId}`, gsi1sk: `${at}#${causeId}` });
export const stockHistoryPartition = (productId: string) => `STOCK_HISTORY#${productId}`;
export const stockUnit = (productId: string, unitId: string) => ({ pk: `STOCK#${productId}`, sk: `UNIT#${unitId}` });
export const stockUnitPrefix = 'UNIT#' as const;
/** One unit per IMEI or serial across the shop. */
export const unitSerial = (serial: string) => ({ pk: `UNIQUE#UNIT_SERIAL#${serial}`, sk: 'UNIQUE' });
/**
 * Products at or below their low-stock threshold now (issue 30, decision 331): a marker each, written
 * and removed with the product's `lowSince` in one transaction, so the dashboard's panel and the
 * daily digest are one Query of this partition.
 */
export const lowStockPartition = 'LOW_STOCK' as const;
export const lowStockMark = (productId: string) => ({ pk: 'LOW_STOCK', sk: `PRODUCT#${productId}` });
/** A checkout's hold on a product's stock (30 minutes), released on expiry or turned into a sale. */
export const stockHold = (productId: string, holdId: string) => ({ pk: `STOCK#${productId}`, sk: `HOLD#${holdId}` });
/** An account's cart: one item beside the profile (same cart on every device). */
export const cart = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CART' });
export const shopOrder = (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' });
/** gsi1 / gsi2 on the order: the customer's orders, and the orders in one status (admin), newest first. */
export const shopOrderByUser = (userId: string, createdAt: string, orderId: string) => ({ gsi1pk: `USER#${userId}`, gsi1sk: `ORDER#${createdAt}#${orderId}` });
export const shopOrdersOfUserPrefix = 'ORDER#' as const;
export const shopOrderByStatus = (status: string, createdAt: string, orderId: string) => ({ gsi2pk: `ORDER_STATUS#${status}`, gsi2sk: `${createdAt}#${orderId}` });
export const shopOrderStatusPartition = (status: string) => `ORDER_STATUS#${status}`;
/** A provider's webhook event, marked handled in the same transaction as its effect (replays do nothing). */
export const paymentEvent = (eventId: string) => ({ pk: `PAYMENT_EVENT#${eventId}`, sk: 'HANDLED' });
/** Local stack only: a session of the local payment page (functions/data/local-payments.ts). */
export const localPaymentSession = (sessionId: string) => ({ pk: `LOCAL_PAYMENT#${sessionId}`, sk: 'SESSION' });
export const localRefund = (refundId: string) => ({ pk: `LOCAL_REFUND#${refundId}`, sk: 'REFUND' });
/** Local stack only, gsi1: a payment's refunds and a reference's sessions, as the provider's own books list them. */
export const localRefundsOfPayment = (paymentId: string) => `LOCAL_REFUNDS#${paymentId}`;
export const localSessionsOfReference = (purpose: string, reference: string) => `LOCAL_SESSIONS#${purpose}#${reference}`;
/** A money move through the provider, recorded before the provider is asked (decision 230). */
export const paymentIntent = (intentKey: string) => ({ pk: `PAYMENT_INTENT#${intentKey}`, sk: 'INTENT' });
/** gsi1, sparse: intents still pending, oldest first (the sweeper's list); removed when one is done. */
export const pendingPaymentIntents = 'PAYMENT_INTENTS#PENDING' as const;
/** A payment page we opened, by the provider's session id: what the webhook compares an event with (decision 232). */
export const paymentPage = (sessionId: string) => ({ pk: `PAYMENT_PAGE#${sessionId}`, sk: 'PAGE' });
// ---------- Repairs, second part (issue 18; docs/data-model.md, Messages and workshop) ----------
/** A message sent about a job (email or SMS) with its outcome: in the job's partition, so the sheet is still one Query. */
export const jobMessage = (qrCode: string, messageId: string) => ({ pk: `JOB#${qrCode}`, sk: `MESSAGE#${messageId}` });
/** The outcome of a message about no job (codes, account emails): sent once, kept 30 days. */
export const messageOutcome = (messageId: string) => ({ pk: `MESSAGE#${messageId}`, sk: 'OUTCOME' });
/** A staff-edited SMS template; all of them are one Query of the partition. */
export const messageTemplate = (kind: string) => ({ pk: 'MESSAGE_TEMPLATES', sk: `SMS#${kind}` });
export const messageTemplatesPartition = 'MESSAGE_TEMPLATES' as const;
/** The code sent to prove a user's mobile number, beside their profile. */
export const phoneVerification = (userId: string) => ({ pk: `USER#${userId}`, sk: 'PHONE_VERIFICATION' });
/** A technician's running timer: one item per technician, so a second start is refused by condition. */
export const runningTimer = (userId: string) => ({ pk: `USER#${userId}`, sk: 'RUNNING_TIMER' });
export const jobTimeEntry = (qrCode: string, entryId: string) => ({ pk: `JOB#${qrCode}`, sk: `TIME#${entryId}` });
/** A photo of the device on the job, and the job's photo count (at most 10, by condition). */
export const jobPhoto = (qrCode: string, photoId: string) => ({ pk: `JOB#${qrCode}`, sk: `PHOTO#${photoId}` });
/** An entry of the job's deposit ledger, keyed by its cause (checkout session, counter request, refund of one), so a retry writes it once. */
export const jobDeposit = (qrCode: string, depositId: string) => ({ pk: `JOB#${qrCode}`, sk: `DEPOSIT#${depositId}` });
export const jobPhotoCount = (qrCode: string) => ({ pk: `JOB#${qrCode}`, sk: 'PHOTO_COUNT' });
/** The customer's signature on the intake terms. */
export const jobSignature = (qrCode: string) => ({ pk: `JOB#${qrCode}`, sk: 'SIGNATURE' });
// ---------- Loyalty: points ledger, promotions, birthdays (decisions 150-154; docs/data-model.md, Loyalty) ----------
/** A member's account: balance and lifetime points beside the entries; gsi1 lists every member (admin). */
export const loyaltyPartition = (userId: string) => `LOYALTY#${userId}`;
export const loyaltyAccount = (userId: string) => ({ pk: `LOYALTY#${userId}`, sk: 'ACCOUNT' });
export const loyaltyMember = (userId: string) => ({ gsi1pk: 'LOYALTY_MEMBERS', gsi1sk: userId });
export const loyaltyMembersPartition = 'LOYALTY_MEMBERS' as const;
/** A ledger entry, keyed by its cause's idempotency key: a retried cause writes it once (by condition). */
export const loyaltyEntry = (userId: string, key: string) => ({ pk: `LOYALTY#${userId}`, sk: `ENTRY#${key}` });
/** gsi1 on an entry: the member's history by time (tier progress is a Query from 12 months ago). */
export const loyaltyEntryByTime = (userId: string, at: string, key: string) => ({ gsi1pk: `LOYALTY_HISTORY#${userId}`, gsi1sk: `${at}#${key}` });
export const loyaltyHistoryPartition = (userId: string) => `LOYALTY_HISTORY#${userId}`;
/** Every promotion in one partition, by id (ULID): the list and the active ones are one Query. */
export const loyaltyPromotion = (id: string) => ({ pk: 'LOYALTY_PROMOTIONS', sk: `PROMO#${id}` });
export const loyaltyPromotionsPartition = 'LOYALTY_PROMOTIONS' as const;
/** A member with a date of birth, under its month and day: the daily birthday job is one Query (decision 159). */
export const birthday = (monthDay: string, userId: string) => ({ pk: `BIRTHDAYS#${monthDay}`, sk: userId });
export const birthdaysPartition = (monthDay: string) => `BIRTHDAYS#${monthDay}`;
// ---------- Gift cards and store credit (decisions 300-305; docs/data-model.md, Gift cards) ----------
/** A gift card by its code: the card with its balance beside its ledger's entries; gsi1 lists every card by when it was issued. */
export const giftCardPartition = (code: string) => `GIFT_CARD#${code}`;
export const giftCardByTime = (issuedAt: string, code: string) => ({ gsi1pk: 'GIFT_CARDS', gsi1sk: `${issuedAt}#${code}` });
export const giftCardsPartition = 'GIFT_CARDS' as const;
/** A customer's store credit: its balance beside its ledger's entries. */
export const storeCreditPartition = (userId: string) => `STORE_CREDIT#${userId}`;
/** A gift card (with its balance) or a customer's store credit balance, in its partition. */
export const voucherBalance = (partition: string) => ({ pk: partition, sk: 'BALANCE' });
/** A gift card's or store credit's ledger entry, keyed by its cause: a retried cause writes it once (by condition). */
export const voucherEntry = (partition: string, key: string) => ({ pk: partition, sk: `ENTRY#${key}` });
/** A gift card sale's idempotency record (at the till, or the online payment that bought it). */
export const giftCardRequest = (key: string) => ({ pk: `GIFT_CARD_REQUEST#${key}`, sk: 'REQUEST' });
/** A shop checkout a gift card or store credit covered in full (decision 346): which order its cart and choice made. */
export const coveredCheckout = (key: string) => ({ pk: `COVERED_CHECKOUT#${key}`, sk: 'REQUEST' });
// ---------- Money and reports (issue 17; decisions 185-189; docs/data-model.md, Reports) ----------
/** A London day's report rollup, in its year's partition: a year's report is one Query. */
export const reportDay = (day: string) => ({ pk: `REPORT_DAYS#${day.slice(0, 4)}`, sk: `DAY#${day}` });
export const reportYearPartition = (year: string) => `REPORT_DAYS#${year}`;
export const reportDayPrefix = 'DAY#' as const;
/** A London month's rollup (YYYY-MM), beside its days: the same sums, read for whole months (decision 388). */
export const reportMonth = (month: string) => ({ pk: `REPORT_DAYS#${month.slice(0, 4)}`, sk: `MONTH#${month}` });
export const reportMonthPrefix = 'MONTH#' as const;
/** Marks a document (or job) as added to the rollups, in the same transaction: a redelivery adds nothing. */
export const rollupApplied = (cause: string) => ({ pk: `ROLLUP_APPLIED#${cause}`, sk: 'APPLIED' });
/** A customer's first invoice: later invoices count them as returning. */
export const reportCustomer = (customerKey: string) => ({ pk: `REPORT_CUSTOMER#${customerKey}`, sk: 'FIRST_INVOICE' });
/** The margin scheme stock book's entries (decision 355), in their London day's year: a period is one Query per year. */
export const stockBookEntry = (day: string, ref: string) => ({ pk: `STOCK_BOOK#${day.slice(0, 4)}`, sk: `DAY#${day}#${ref}` });
export const stockBookYearPartition = (year: string) => `STOCK_BOOK#${year}`;
/** Every expense in one partition (a shop's few hundred): profit and loss reads them in one Query. */
export const expense = (id: string) => ({ pk: 'EXPENSES', sk: `EXPENSE#${id}` });
export const expensesPartition = 'EXPENSES' as const;
// ---------- Family groups and rewards (issue 16, second part; docs/data-model.md, Loyalty) ----------
/** A family group's partition: the group, its members and its open invitations, so the group is one Query. */
export const familyGroupPartition = (groupId: string) => `FAMILY#${groupId}`;
export const familyGroup = (groupId: string) => ({ pk: `FAMILY#${groupId}`, sk: 'GROUP' });
/** gsi1: every family group by creation (the admin list). */
export const familyGroupInList = (createdAt: string, groupId: string) => ({ gsi1pk: 'FAMILY_GROUPS', gsi1sk: `${createdAt}#${groupId}` });
export const familyGroupsPartition = 'FAMILY_GROUPS' as const;
export const familyMember = (groupId: string, userId: string) => ({ pk: `FAMILY#${groupId}`, sk: `MEMBER#${userId}` });
export const familyMemberPrefix = 'MEMBER#' as const;
export const familyInvite = (groupId: string, inviteId: string) => ({ pk: `FAMILY#${groupId}`, sk: `INVITE#${inviteId}` });
export const familyInvitePrefix = 'INVITE#' as const;
/** An emailed invitation, by the SHA-256 of its token. */
export const familyInviteToken = (tokenHash: string) => ({ pk: `FAMILY_INVITE#${tokenHash}`, sk: 'INVITE' });
/** The group a user belongs to, beside their profile: written by condition, so one group per user. */
export const familyOfUser = (userId: string) => ({ pk: `USER#${userId}`, sk: 'FAMILY' });
/** The rewards catalogue: one partition, so the list is one Query. */
export const reward = (rewardId: string) => ({ pk: 'REWARDS', sk: `REWARD#${rewardId}` });
export const rewardsPartition = 'REWARDS' as const;
/** The shop's API keys in one partition: the keys page is one Query, a call's key one GetItem (decision 274). */
export const apiKey = (keyId: string) => ({ pk: 'API_KEYS', sk: `KEY#${keyId}` });
export const apiKeysPartition = 'API_KEYS' as const;
// ---------- Staff roles (issue 28, decision 265; docs/data-model.md, Staff) ----------
/**
 * Every role the owner made or changed, in one partition so the editor's list is one Query: a custom
 * role, or a built-in one's changed permissions; each with the ids of its members.
 */
export const staffRole = (roleId: string) => ({ pk: 'STAFF_ROLES', sk: `ROLE#${roleId}` });
export const staffRolesPartition = 'STAFF_ROLES' as const;
export const staffRolePrefix = 'ROLE#' as const;
/** Owns a custom role's name (lower case), so two roles never share one. */
export const staffRoleName = (name: string) => ({ pk: 'STAFF_ROLES', sk: `NAME#${name.toLowerCase()}` });

// ---------- Staff time and commissions (decisions 260-263; docs/data-model.md, Staff time) ----------
/** A member's open shift, beside their profile: one each, so a second clock-in is refused by condition. */
export const clockedIn = (userId: string) => ({ pk: `USER#${userId}`, sk: 'CLOCKED_IN' });
/** A shift, in its week's partition (the week's Monday) under its member: a week is one Query, a member's week a prefix. */
export const shift = (week: string, userId: string, entryId: string) => ({ pk: `SHIFTS#${week}`, sk: `${userId}#${entryId}` });
export const shiftsPartition = (week: string) => `SHIFTS#${week}`;
export const shiftsOfMemberPrefix = (userId: string) => `${userId}#`;
/** The commission rules: one item, every role's and member's rate (decision 262). */
export const commissionRules = () => ({ pk: 'SHOP', sk: 'COMMISSION_RULES' });
/**
 * A commission entry (labour of a completed repair, a sale taken, or a refund of either) in its
 * year's partition by London day then member, keyed by its cause so a redelivery writes it once.
 */
export const commissionEntry = (day: string, userId: string, cause: string) => ({ pk: `COMMISSIONS#${day.slice(0, 4)}`, sk: `DAY#${day}#${userId}#${cause}` });
export const commissionYearPartition = (year: string) => `COMMISSIONS#${year}`;
/** The labour entries a collected repair earned, by its job number: a refund of the repair takes them back. */
export const commissionJob = (jobNumber: string) => ({ pk: `COMMISSION_JOB#${jobNumber}`, sk: 'LABOUR' });

/** DynamoDB TTL wants epoch seconds. */
export function ttlFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

// ---------- Card readers at the till (issue 29; decision 280) ----------
/** A card reader registered in Settings; all of them are one Query of the partition. */
export const terminalReader = (readerId: string) => ({ pk: 'TERMINAL_READERS', sk: `READER#${readerId}` });
export const terminalReadersPartition = 'TERMINAL_READERS' as const;
/** A card payment sent to a reader, by the till's own key for the attempt (recorded before the provider is asked). */
export const terminalPayment = (paymentKey: string) => ({ pk: `TERMINAL_PAYMENT#${paymentKey}`, sk: 'PAYMENT' });
/** Which reader payment paid a till sale (by the sale's idempotency key): the first success claims it, a second is refunded. */
export const terminalSalePaid = (saleKey: string) => ({ pk: `TERMINAL_SALE#${saleKey}`, sk: 'PAID' });
/** Local stack only: a simulated reader and the payment waiting on it (functions/data/local-readers.ts). */
export const localReader = (providerReaderId: string) => ({ pk: `LOCAL_READER#${providerReaderId}`, sk: 'READER' });
