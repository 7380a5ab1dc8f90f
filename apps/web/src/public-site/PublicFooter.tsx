import { PRODUCT_NAME } from '../site';

export interface FooterLink {
  href: string;
  label: string;
}

export function PublicFooter({ links }: { links: FooterLink[] }) {
  return (
    <footer className="public-footer">
      <div className="public-footer__inner">
        <nav aria-label="Footer">
          <ul className="public-footer__links">
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="public-footer__note">&copy; {PRODUCT_NAME}. Every family has stories worth keeping.</p>
      </div>
    </footer>
  );
}
