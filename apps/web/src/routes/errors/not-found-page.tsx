import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths';
import './error-frame.css';

/** Where unknown paths land. */
export default function NotFoundPage() {
  return (
    <main className="error-frame">
      <Result
        status="404"
        title="404 Page Not Found"
        subTitle="Please check that the URL you entered is correct, or click the button below to return to the homepage."
        extra={
          <Link to={paths.home}>
            <Button type="primary">Back to home</Button>
          </Link>
        }
      />
    </main>
  );
}
