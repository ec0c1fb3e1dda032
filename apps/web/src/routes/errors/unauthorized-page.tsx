import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import './error-frame.css';

/** Where a screen the admin's role does not open sends them. */
export default function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <main className="error-frame">
      <Result
        status="403"
        title={<h1 className="error-title">401</h1>}
        subTitle="Sorry, you do not have permission to open this page. Ask a superadmin if you need it."
        extra={
          <Button type="primary" onClick={() => navigate(paths.dashboard)}>
            Back to Dashboard
          </Button>
        }
      />
    </main>
  );
}
