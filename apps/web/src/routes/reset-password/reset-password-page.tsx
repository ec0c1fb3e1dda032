import { LockOutlined } from '@ant-design/icons';
import { resetPasswordSchema } from '@mandi/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Result, Spin } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { errorMessage, notify } from '../../api/notify';
import { authApi } from '../../auth/auth-api';
import { zodRule } from '../../kit/form/schema-rules';
import { AuthFrame } from '../../shell/auth-frame';
import { paths } from '../paths';

const passwordRule = zodRule(resetPasswordSchema.shape.password);

/** The page a mailed reset link opens (/reset-password/{hash}): choose a new password. */
export default function ResetPasswordPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const hash = params.hash ?? search.get('hash') ?? '';
  const navigate = useNavigate();

  const link = useQuery({
    queryKey: ['admins', 'reset-link', hash],
    queryFn: () => authApi.checkResetLink(hash),
    enabled: hash !== '',
    retry: false,
  });
  const reset = useMutation({
    mutationFn: (password: string) => authApi.resetPassword({ hash, password }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      navigate(paths.login(), { replace: true });
    },
    onError: (error) => notify.error(error),
  });

  if (hash === '' || link.isError) {
    return (
      <AuthFrame title="Reset password">
        <Result
          status="warning"
          subTitle={
            link.isError ? errorMessage(link.error) : 'This link is incomplete, please ask for a new one'
          }
          extra={
            <Link to={paths.recoverPassword}>
              <Button type="primary">Ask for a new link</Button>
            </Link>
          }
        />
      </AuthFrame>
    );
  }
  if (!link.data) {
    return (
      <AuthFrame title="Reset password">
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Reset password" subtitle={`Choose a new password for ${link.data.email}.`}>
      <Form<{ password: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => reset.mutate(values.password)}
        size="large"
      >
        <Form.Item name="password" label="New password" rules={[passwordRule]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Set password
        </Button>
      </Form>
    </AuthFrame>
  );
}
