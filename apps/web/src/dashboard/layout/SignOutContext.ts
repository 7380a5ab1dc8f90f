import { createContext, useContext } from 'react';

/** Logout for the dashboard's own buttons; provided by DashboardPage, outside the react-admin tree. */
export const SignOutContext = createContext<() => Promise<void>>(() => Promise.resolve());

export const useSignOut = () => useContext(SignOutContext);
