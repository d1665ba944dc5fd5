/**
 * The `./public-apply` module: the public application pages, loaded by the shell at
 * `/public/apply/*` without sign-in and without any other remote.
 */
import { api } from '@veldwerk/shared/client';
import type { Deployment } from '@veldwerk/shared/domain';
import { PageNotFound } from '@veldwerk/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { Route, Routes, useParams } from 'react-router-dom';

import { EMPLOYEE_CODE_PATTERN, publicApplyRoutes } from './paths';
import { PublicApplyForm } from './public-apply-form';

export const APPLY_TITLE = 'Uw gegevens';
export const SUCCESS_TITLE = 'Uw aanvraag is verzonden';
export const SUCCESS_TEXT = 'We nemen zo snel mogelijk contact met u op';

/** The deployment's active branches (public `GET deployment`, cached with the shell's). */
function useBranches(): readonly string[] {
  const deployment = useQuery<Deployment>({
    queryKey: ['deployment'],
    queryFn: ({ signal }) => api.get<Deployment>('deployment', { signal }),
    staleTime: Infinity,
  });
  return deployment.data?.hq.active ?? [];
}

function ApplyForm({ referral }: { referral?: string | true }) {
  return <PublicApplyForm referral={referral} branches={useBranches()} />;
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
