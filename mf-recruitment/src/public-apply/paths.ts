/** `/public/apply/*` (spec §2 "Public"), relative to where the shell mounts `./public-apply`. */
export const publicApplyPrefix = '/public/apply';

export const publicApplyRoutes = {
  form: '',
  referral: 'referral',
  success: 'success',
  /** Digits only; checked in the page (route patterns cannot say so). */
  withEmployeeCode: ':employeeCode',
} as const;

export const EMPLOYEE_CODE_PATTERN = /^\d+$/;
