import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import './error-frame.css';

/** Where unknown paths land. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="error-frame">
      <Result
        status="404"
        title={<h1 className="error-title">404 Page Not Found</h1>}
        subTitle="Please check that the URL you entered is correct, or click the button below to return to the homepage."
        extra={
          <Button type="primary" onClick={() => navigate(paths.home)}>
            Back to home
          </Button>
        }
      />
    </main>
  );
}
