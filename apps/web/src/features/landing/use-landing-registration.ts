import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSetCurrentUser } from '../../lib/auth';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/** localStorage key of the email remembered for the thank-you page. */
export const REGISTRATION_EMAIL_KEY = 'cre.registrationEmail';

/** Delay before the landing form redirects to the thank-you page. */
export const LANDING_REDIRECT_MS = 2000;

/**
 * Landing-page sign-up: registers, records a lead (failure only logged), toasts, remembers the
 * email and after 2 seconds signs the user in on the client and opens /thank-you?email=….
 */
export function useLandingRegistration(onRegistered: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const setCurrentUser = useSetCurrentUser();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: (result, variables) => {
        const { user } = result;
        const email = variables.email;
        showToast({
          title: 'Success',
          message: 'Account created! Redirecting to your welcome page...',
          color: 'green',
        });
        onRegistered();
        try {
          window.localStorage.setItem(REGISTRATION_EMAIL_KEY, email);
        } catch (error) {
          console.error('Could not remember the registration email', error);
        }
        client.leads.create
          .mutate({ fullName: email, email, phone: '', includeCalculator: true })
          .catch((error: unknown) => console.error('Lead could not be recorded', error));
        timer.current = setTimeout(() => {
          setCurrentUser(user);
          void navigate({ to: '/thank-you', search: { email } });
        }, LANDING_REDIRECT_MS);
      },
      onError: (error) => {
        showToast({
          title: 'Registration Failed',
          message: errorMessage(error, 'Please try again.'),
          color: 'red',
        });
      },
    }),
  );
}
