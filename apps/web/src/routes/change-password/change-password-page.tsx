import { changePasswordFormSchema } from '@mandi/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { ApiError } from '../../api/client';
import { notify } from '../../api/notify';
import { authApi } from '../../auth/auth-api';
import { useSession } from '../../auth/session-store';
import { issuesOf, zodRule } from '../../kit/form/schema-rules';

interface ChangePasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const shape = changePasswordFormSchema.shape;

/**
 * Change one's own password. The form checks the spec's rules first; when the two new
 * passwords differ it says "Password does not match" and sends nothing. The server ends the
 * admin's other sessions; this one stays signed in.
 */
export default function ChangePasswordPage() {
  const session = useSession();
  const [form] = Form.useForm<ChangePasswordForm>();

  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      authApi.changePassword({
        adminId: session.id,
        currentPassword: values.currentPassword,
        password: values.password,
      }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      form.resetFields();
    },
    onError: (error) => {
      notify.error(error);
      if (error instanceof ApiError && error.errors.length > 0) {
        form.setFields(
          error.errors.map((e) => ({ name: e.field as keyof ChangePasswordForm, errors: [e.message] })),
        );
      }
    },
  });

  const submit = (values: ChangePasswordForm) => {
    // The whole-form rule (new and confirm agree) on top of each field's own.
    const { issues } = issuesOf(changePasswordFormSchema, values);
    if (issues.length > 0) {
      form.setFields(
        issues.map((issue) => ({ name: issue.name as [keyof ChangePasswordForm], errors: [issue.message] })),
      );
      return;
    }
    change.mutate(values);
  };

  return (
    <Card title="Change Password">
      <Typography.Paragraph type="secondary">
        Changing your password signs you out everywhere else; you stay signed in here.
      </Typography.Paragraph>
      <Form<ChangePasswordForm> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }}>
        <Form.Item
          name="currentPassword"
          label="Current Password"
          required
          rules={[zodRule(shape.currentPassword)]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="New Password" required rules={[zodRule(shape.password)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirm Password"
          required
          dependencies={['password']}
          rules={[zodRule(shape.confirmPassword)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending} style={{ marginTop: 8 }}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
