import { MailOutlined } from '@ant-design/icons';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@mandi/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Result } from 'antd';
import { Link } from 'react-router';
import { notify } from '../../api/notify';
import { authApi } from '../../auth/auth-api';
import { zodRule } from '../../kit/form/schema-rules';
import { AuthFrame } from '../../shell/auth-frame';
import { paths } from '../paths';

const emailRule = zodRule(forgotPasswordSchema.shape.email);

/**
 * Forgot password: the server mails a one-time link to set a new password (it never mails a
 * password) and answers the same words whether or not the email has an account.
 */
export default function RecoverPasswordPage() {
  const recover = useMutation({
    mutationFn: (values: ForgotPasswordInput) => authApi.forgotPassword(values),
    onError: (error) => notify.error(error),
  });
  if (recover.isSuccess) {
    return (
      <AuthFrame title="Check your mail">
        <Result
          status="success"
          subTitle={recover.data.message}
          extra={
            <Link to={paths.login()}>
              <Button type="primary">Back to Login</Button>
            </Link>
          }
        />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Recover password" subtitle="Enter the email of your staff account.">
      <Form<ForgotPasswordInput>
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onFinish={(values) => recover.mutate(values)}
        size="large"
      >
        <Form.Item name="email" label="Email" rules={[emailRule]}>
          <Input prefix={<MailOutlined />} placeholder="you@example.com" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={recover.isPending}>
          Send
        </Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to={paths.login()}>Back to Login</Link>
        </div>
      </Form>
    </AuthFrame>
  );
}
