// Reports one of the dialog's security actions to the audit trail (POST /api/user-activity). The
// report never stands in the admin's way: a failure is only logged to the console (SPEC section 7).
import { auditRoutes } from '../../../../../shared/api/routes/audit';
import { clientActionDetails, type ClientAuditAction } from '../../../../../shared/audit-actions';
import { apiCall } from '../../../lib/api-client';

export async function reportSecurityAction(action: ClientAuditAction): Promise<void> {
  try {
    await apiCall(auditRoutes.recordUserActivity, { body: { action, details: clientActionDetails(action) } });
  } catch (error) {
    console.error(`Could not record ${action}`, error);
  }
}
