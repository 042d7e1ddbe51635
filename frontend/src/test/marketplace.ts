import type { MarketplaceInfo } from '@/api';

/**
 * GET /marketplace-info as a server with every disclosure set answers it (docs/tax.md
 * "Disclosures"). The mocked API answers this by default, since the footer asks on every
 * storefront page; its contacts are not Haat's support ones (`lib/store-info.ts`), so a page that
 * shows those is not confused by the footer's.
 */
export function aMarketplaceInfo(overrides: Partial<MarketplaceInfo> = {}): MarketplaceInfo {
  return {
    success: true,
    operator: {
      legalName: 'Haat Marketplace Private Limited',
      address: '4th floor, 12 MG Road, Bengaluru 560001',
      state: 'Karnataka',
      gstin: '29AAGCH1234F1Z5',
    },
    customerCare: { email: 'care@haat.example', phone: '+91 80 4000 7000' },
    grievanceOfficer: {
      name: 'Meera Iyer',
      designation: 'Grievance Officer',
      email: 'grievance@haat.example',
      phone: '+91 80 4000 7001',
    },
    demo: false,
    ...overrides,
  };
}
