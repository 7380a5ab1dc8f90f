import { lazy } from 'react';

// Each page is its own chunk, so a visitor downloads only the page in front of them.
export const LandingPage = lazy(() => import('./marketing/LandingPage'));
export const AboutPage = lazy(() => import('./marketing/AboutPage'));
export const PrivacyPage = lazy(() => import('./marketing/PrivacyPage'));
export const NotFoundPage = lazy(() => import('./marketing/NotFoundPage'));
export const UpgradePage = lazy(() => import('./marketing/UpgradePage'));
export const SignInPage = lazy(() => import('./auth/SignInPage'));
export const SignUpPage = lazy(() => import('./auth/SignUpPage'));
export const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import('./auth/ResetPasswordPage'));
export const GetStartedPage = lazy(() => import('./funnel/GetStartedPage'));
export const PlanChoicePage = lazy(() => import('./funnel/PlanChoicePage'));
export const PaymentSuccessPage = lazy(() => import('./funnel/PaymentSuccessPage'));
export const SubscribePage = lazy(() => import('./funnel/SubscribePage'));
export const RecordResponsePage = lazy(() => import('./respond/RecordResponsePage'));
export const WriteResponsePage = lazy(() => import('./respond/WriteResponsePage'));
export const SkipQuestionPage = lazy(() => import('./respond/SkipQuestionPage'));
export const JoinPage = lazy(() => import('./join/JoinPage'));
export const UnsubscribePage = lazy(() => import('./unsubscribe/UnsubscribePage'));
export const ListenPage = lazy(() => import('./listen/ListenPage'));
export const ChoicePage = lazy(() => import('./choice/ChoicePage'));
export const GiftPage = lazy(() => import('./gift/GiftPage'));
export const GiftWelcomePage = lazy(() => import('./gift/GiftWelcomePage'));
export const ConfirmEmailPage = lazy(() => import('./account/ConfirmEmailPage'));
// The dashboard will carry react-admin and MUI; it must never land in the entry chunk.
export const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
