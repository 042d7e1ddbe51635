/** The windows the Admin's dashboard offers, in days (the server takes 7 to 90). */
export const DASHBOARD_DAYS = [7, 30, 90] as const;
export type DashboardDays = (typeof DASHBOARD_DAYS)[number];
