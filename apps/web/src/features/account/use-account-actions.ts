import { useMutation } from '@tanstack/react-query';
import { useRefreshCurrentUser } from '../../lib/auth';
import { startPlaybookDownload } from '../../lib/playbook-download';
import { errorMessage, httpFailureMessage, showToast } from '../../lib/toast';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/**
 * Resend the verification email. Success toasts "Verification email sent"; in development
 * mode a "Development Mode" toast shows the server's message (which holds the link) instead.
 */
export function useResendVerification(): { resend: () => void; isPending: boolean } {
  const trpc = useTRPC();
  const mutation = useMutation(
    trpc.auth.resendVerification.mutationOptions({
      onSuccess: (data: { message: string; developmentMode?: boolean }) => {
        if (data.developmentMode) {
          showToast({ title: 'Development Mode', message: data.message, color: 'orange' });
        } else {
          showToast({
            title: 'Verification email sent',
            message: 'Please check your email for the verification link.',
            color: 'green',
          });
        }
      },
      onError: (error) => {
        showToast({
          title: 'Error',
          message: httpFailureMessage(error, 'Failed to send verification email'),
          color: 'red',
        });
      },
    }),
  );
  return { resend: () => mutation.mutate(), isPending: mutation.isPending };
}

/**
 * Development-only manual verification (no visible trigger in the product). Success refreshes
 * the user and toasts "Email verified".
 */
export function useManualVerify(): { verify: () => void; isPending: boolean } {
  const trpc = useTRPC();
  const refresh = useRefreshCurrentUser();
  const mutation = useMutation(
    trpc.auth.manualVerify.mutationOptions({
      onSuccess: async () => {
        await refresh();
        showToast({
          title: 'Email verified',
          message: 'Your email has been verified for testing purposes.',
          color: 'green',
        });
      },
      onError: (error) => {
        showToast({ title: 'Error', message: errorMessage(error, 'Failed to verify email'), color: 'red' });
      },
    }),
  );
  return { verify: () => mutation.mutate(), isPending: mutation.isPending };
}

/**
 * Request the owner's playbook: the server emails a download link and the user is told so.
 * Signed-in users call `playbook.request`; a signed-out visitor with a known email (the thank-you
 * page) is recorded as a lead (`POST /api/leads` with `includeCalculator` true), which emails the same
 * link; a signed-out visitor without an email downloads the document directly.
 */
export function usePlaybookRequest(
  email: string | undefined,
  signedIn = true,
): { request: () => void; isPending: boolean } {
  const client = useTRPCClient();
  const mutation = useMutation({
    mutationFn: async (): Promise<{ message: string; downloaded?: boolean }> => {
      if (signedIn) return client.playbook.request.mutate();
      if (email)
        return client.leads.create.mutate({ fullName: email, email, phone: '', includeCalculator: true });
      // A visitor we know nothing about: hand over the document itself.
      startPlaybookDownload();
      return { message: '', downloaded: true };
    },
    onSuccess: (data) => {
      if (data.downloaded) {
        showToast({ title: 'Playbook', message: 'Your playbook download has started.', color: 'green' });
        return;
      }
      showToast({
        title: 'Playbook on its way',
        message: email
          ? `A download link for the playbook has been sent to ${email}.`
          : data.message || 'A download link for the playbook has been sent to your email.',
        color: 'green',
      });
    },
    onError: (error) => {
      showToast({
        title: 'Error',
        message: errorMessage(error, 'Failed to send the playbook link'),
        color: 'red',
      });
    },
  });
  return { request: () => mutation.mutate(), isPending: mutation.isPending };
}
