import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../app/page-loading';
import { safeRedirect } from '../paths';

/**
 * A stable entry link for mails and other tools: /auth-redirect?redirect=/order/view/5 opens
 * that screen, through sign-in when there is no session (the route guard sees to that).
 */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeRedirect(params.get('redirect'));

  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);

  return <PageLoading />;
}
