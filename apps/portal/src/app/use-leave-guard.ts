// The guard moved to lib/ so features may use it (a feature imports nothing from app/); this
// name stays for the admin's tree form.
export { GuardedHistoryContext, useLeaveGuard } from '../lib/use-leave-guard';
export type { LeaveGuard } from '../lib/use-leave-guard';
