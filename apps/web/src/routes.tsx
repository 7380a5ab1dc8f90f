import { Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from './components/RequireAuth';
import { RootLayout } from './components/RootLayout';
import {
  AboutPage,
  ChoicePage,
  ConfirmEmailPage,
  DashboardPage,
  ForgotPasswordPage,
  GetStartedPage,
  GiftPage,
  GiftWelcomePage,
  JoinPage,
  ListenPage,
  LandingPage,
  NotFoundPage,
  PaymentSuccessPage,
  PlanChoicePage,
  PrivacyPage,
  RecordResponsePage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  SubscribePage,
  UnsubscribePage,
  UpgradePage,
  WriteResponsePage,
  SkipQuestionPage,
} from './pages/lazyPages';

/** Every route of docs/product.md §2, and the family circle's two email links, in one place. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/signin', element: <SignInPage /> },
      // The about page links to /login and /register; they resolve to the same screens.
      { path: '/login', element: <SignInPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/register', element: <SignUpPage /> },
      { path: '/respond/record', element: <RecordResponsePage /> },
      { path: '/respond/write', element: <WriteResponsePage /> },
      { path: '/respond/skip', element: <SkipQuestionPage /> },
      { path: '/get-started', element: <GetStartedPage /> },
      { path: '/get-started/step2', element: <PlanChoicePage /> },
      { path: '/get-started/success', element: <PaymentSuccessPage /> },
      // Giving StoryVault, signed out; the gift card's QR code opens the welcome page.
      { path: '/gift', element: <GiftPage /> },
      { path: '/gift/welcome/:code', element: <GiftWelcomePage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password/:token', element: <ResetPasswordPage /> },
      { path: '/reset-password', element: <Navigate to="/login" replace /> },
      // The family circle's email links: an invitation, and the new-story emails' unsubscribe. Both work signed out.
      { path: '/join', element: <JoinPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      // A printed book's QR codes: a voice story to play, signed out.
      { path: '/listen/:token', element: <ListenPage /> },
      // Her email's buttons when a short reply was unclear: what she meant, chosen by a button, signed out.
      { path: '/choice/:token', element: <ChoicePage /> },
      // The link sent to a new email address: opening it makes it the account's, signed in or not.
      { path: '/account/confirm-email/:token', element: <ConfirmEmailPage /> },
      {
        // The splat lets the react-admin app inside match its own routes under /dashboard.
        path: '/dashboard/*',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      {
        path: '/upgrade',
        element: (
          <RequireAuth>
            <UpgradePage />
          </RequireAuth>
        ),
      },
      {
        path: '/subscribe',
        element: (
          <RequireAuth>
            <SubscribePage />
          </RequireAuth>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
