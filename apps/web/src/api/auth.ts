import type {
  AuthResponse,
  LoginRequest,
  MessageResponse,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  RegisterRequest,
  UserView,
} from '@storyvault/contracts';
import { apiRequest } from './client';

export const CURRENT_USER_KEY = ['/api/me'] as const;

export const fetchCurrentUser = () => apiRequest<UserView>('GET', '/api/me');

export const login = (request: LoginRequest) => apiRequest<AuthResponse>('POST', '/api/login', request);

export const register = (request: RegisterRequest) => apiRequest<AuthResponse>('POST', '/api/register', request);

export const logout = () => apiRequest<void>('POST', '/api/logout');

export const requestPasswordReset = (request: PasswordResetRequest) =>
  apiRequest<MessageResponse>('POST', '/api/auth/password-reset/request', request);

export const confirmPasswordReset = (request: PasswordResetConfirmRequest) =>
  apiRequest<MessageResponse>('POST', '/api/auth/password-reset/confirm', request);
