import type { ComponentType } from 'react';
import AboutPage from '../pages/marketing/AboutPage';
import LandingPage from '../pages/marketing/LandingPage';
import PrivacyPage from '../pages/marketing/PrivacyPage';
import { ABOUT_META, LANDING_META, PRIVACY_META, type PageMeta } from './pageMeta';

export interface PublicPage {
  meta: PageMeta;
  Page: ComponentType;
  /** Where the prerendered HTML is written, inside dist/. */
  file: string;
}

/** The pages rendered to static HTML at build time and hydrated without the router (docs/product.md §2). */
export const PUBLIC_PAGES: PublicPage[] = [
  { meta: LANDING_META, Page: LandingPage, file: 'index.html' },
  { meta: ABOUT_META, Page: AboutPage, file: 'about/index.html' },
  { meta: PRIVACY_META, Page: PrivacyPage, file: 'privacy/index.html' },
];

export function publicPageAt(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((page) => page.meta.path === path);
}
