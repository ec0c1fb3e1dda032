import { changePasswordFormSchema } from '@mandi/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, type FormInstance, Input, Typography } from 'antd';
import { type RefObject, useRef } from 'react';
import { ApiError } from '../../api/client';
import { notify } from '../../api/notify';
import { authApi } from '../../auth/auth-api';
import { useSession } from '../../auth/session-store';
import { showFirstError } from '../../kit/form/form-focus';
import { issuesOf, zodRule } from '../../kit/form/schema-rules';
import { useUnsavedGuard } from '../../kit/form/use-unsaved-guard';

interface ChangePasswordForm {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const shape = changePasswordFormSchema.shape;

/**
 * Sends the change once the whole-form rule (new and confirm agree) holds on top of each field's
 * own; a refusal marks and focuses the field the server names.
 */
function usePasswordChange(
  form: FormInstance<ChangePasswordForm>,
  formRef: RefObject<HTMLDivElement | null>,
) {
  const session = useSession();
  const guard = useUnsavedGuard();

  const change = useMutation({
    mutationFn: (values: ChangePasswordForm) =>
      authApi.changePassword({
        adminId: session.id,
        currentPassword: values.currentPassword,
        password: values.password,
      }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      guard.markClean();
      form.resetFields();
    },
    onError: (error) => {
      notify.error(error);
      if (error instanceof ApiError && error.errors.length > 0) {
        form.setFields(
          error.errors.map((e) => ({ name: e.field as keyof ChangePasswordForm, errors: [e.message] })),
        );
        showFirstError(formRef.current, () => {});
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
      showFirstError(formRef.current, () => {});
      return;
    }
    change.mutate(values);
  };
  return { submit, changing: change.isPending, markDirty: guard.markDirty };
}

/**
 * Change one's own password. The form checks the spec's rules first; when the two new
 * passwords differ it says "Password does not match" and sends nothing. The server ends the
 * admin's other sessions; this one stays signed in. Like the kit's forms, leaving with typed
 * passwords asks first, and a refused change names its reason (the server's words, as the
 * spec has them) and marks and focuses the field.
 */
export default function ChangePasswordPage() {
  const [form] = Form.useForm<ChangePasswordForm>();
  const formRef = useRef<HTMLDivElement>(null);
  const { submit, changing, markDirty } = usePasswordChange(form, formRef);

  return (
    <Card title="Change Password">
      <Typography.Paragraph type="secondary">
        Changing your password signs you out everywhere else; you stay signed in here.
      </Typography.Paragraph>
      <div ref={formRef}>
        <Form<ChangePasswordForm>
          form={form}
          layout="vertical"
          onFinish={submit}
          onValuesChange={markDirty}
          style={{ maxWidth: 420 }}
        >
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
          <Button type="primary" htmlType="submit" loading={changing} style={{ marginTop: 8 }}>
            Change Password
          </Button>
        </Form>
      </div>
    </Card>
  );
}
