import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths';
import './error-frame.css';

/** Where a screen the admin's role does not open sends them. */
export default function UnauthorizedPage() {
  return (
    <main className="error-frame">
      <Result
        status="403"
        title="401"
        subTitle="Sorry, you do not have permission to open this page. Ask a superadmin if you need it."
        extra={
          <Link to={paths.dashboard}>
            <Button type="primary">Back to Dashboard</Button>
          </Link>
        }
      />
    </main>
  );
}
