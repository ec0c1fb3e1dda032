import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { LoginInput } from '@mandi/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useLayoutEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../api/notify';
import { takeFirstPaintForm } from '../../app/first-paint';
import { onFirstIntent, prefetch } from '../../app/prefetch';
import { authApi } from '../../auth/auth-api';
import { signIn } from '../../auth/session';
import { AuthFrame } from '../../shell/auth-frame';
import { paths, safeRedirect } from '../paths';
import { noticeOf } from './login-notice';

/**
 * The domain's login schema checks each field, as on the server. It and zod (25 KB gzip) load
 * at the visitor's first key or pointer press (or on the first check, if sooner), not with the
 * page.
 */
const loadRules = () => import('./login-rules');

function loginRule(field: keyof LoginInput): Rule {
  return {
    validator: async (_rule, value) => {
      const { loginProblem } = await loadRules();
      const problem = loginProblem(field, value);
      if (problem) throw new Error(problem);
    },
  };
}

const emailRule = loginRule('emailAddress');
const passwordRule = loginRule('password');

/** Sign in with email and password; then back to where the admin was going, or home. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notice = noticeOf(useLocation().state);
  const [form] = Form.useForm<LoginInput>();
  useEffect(() => onFirstIntent(() => prefetch(loadRules)), []);
  // What the visitor typed in index.html's static form before this page was there (app/first-paint.ts):
  // taken over in the frame the static form goes, so no key is lost.
  useLayoutEffect(() => {
    const carried = takeFirstPaintForm();
    if (!carried) return;
    form.setFieldsValue({ emailAddress: carried.emailAddress, password: carried.password });
    if (carried.focused) form.focusField(carried.focused);
    if (carried.submitted) form.submit();
  }, [form]);

  const login = useMutation({
    mutationFn: (values: LoginInput) => authApi.login(values),
    onSuccess: (answer) => {
      signIn(answer);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    onError: (error) => notify.error(error),
  });

  return (
    <AuthFrame title="Sign in" subtitle="The staff back-office of the Mandi store">
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 16 }} />}
      <Form<LoginInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={(values) => login.mutate(values)}
        size="large"
      >
        <Form.Item name="emailAddress" label="Email" rules={[emailRule]}>
          <Input prefix={<MailOutlined />} placeholder="you@example.com" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[passwordRule]}>
          <Input.Password prefix={<LockOutlined />} placeholder="Password" autoComplete="current-password" />
        </Form.Item>
        <Flex justify="end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to={paths.recoverPassword}>Forgot Password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          Login
        </Button>
      </Form>
    </AuthFrame>
  );
}
