/**
 * The voucher-packages module's public face (issue 33, buying vouchers online): packages and the
 * centre's card account in Centre Settings, the portal's Buy screen, and refunds of online purchases.
 */

export { voucherLostChargesJob } from './lost-charges.job';
export { voucherPackageRoutes } from './voucher-packages.routes';
