/**
 * The `./public-apply` module: the public application pages, loaded by the shell at
 * `/public/apply/*` without sign-in and without any other remote.
 */
import { NotYetAvailable, PageNotFound } from '@veldwerk/shared/ui';
import { Result } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';

import { EMPLOYEE_CODE_PATTERN, publicApplyRoutes } from './paths';

export const APPLY_TITLE = 'Uw gegevens';
export const SUCCESS_TITLE = 'Uw aanvraag is verzonden';
export const SUCCESS_TEXT = 'We nemen zo snel mogelijk contact met u op';

function ApplyForm({ referral }: { referral?: string | true }) {
  const description =
    typeof referral === 'string'
      ? `Het sollicitatieformulier, aangemeld via medewerker ${referral}.`
      : referral
        ? 'Het sollicitatieformulier met een veld voor de medewerker die u heeft aangemeld.'
        : 'Het sollicitatieformulier.';
  return <NotYetAvailable title={APPLY_TITLE} description={description} />;
}

function ApplyWithEmployeeCode() {
  const { employeeCode = '' } = useParams();
  if (!EMPLOYEE_CODE_PATTERN.test(employeeCode)) return <PageNotFound />;
  return <ApplyForm referral={employeeCode} />;
}

function ApplySuccess() {
  return <Result status="success" title={SUCCESS_TITLE} subTitle={SUCCESS_TEXT} />;
}

export default function PublicApplyRoutes() {
  return (
    <Routes>
      <Route index element={<ApplyForm />} />
      <Route path={publicApplyRoutes.referral} element={<ApplyForm referral />} />
      <Route path={publicApplyRoutes.success} element={<ApplySuccess />} />
      <Route path={publicApplyRoutes.withEmployeeCode} element={<ApplyWithEmployeeCode />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
