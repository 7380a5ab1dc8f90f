import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../site';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="logo">
      {PRODUCT_NAME}
    </Link>
  );
}
