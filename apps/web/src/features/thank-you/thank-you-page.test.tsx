import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testConfig, testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';
import { startPlaybookDownload } from '../../lib/playbook-download';
import { REGISTRATION_EMAIL_KEY } from '../landing/use-landing-registration';

vi.mock('../../lib/playbook-download', () => ({ startPlaybookDownload: vi.fn() }));

describe('thank-you page', () => {
  it('confirms the email from the query string', async () => {
    renderApp('/thank-you?email=owner%40example.com');
    expect(await screen.findByRole('heading', { name: 'Welcome to CRE Sale Analyzer!' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation email to owner@example.com\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('uses the remembered registration email once and clears it', async () => {
    window.localStorage.setItem(REGISTRATION_EMAIL_KEY, 'remembered@example.com');
    renderApp('/thank-you');
    expect(
      await screen.findByText(/We sent a confirmation email to remembered@example.com\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(REGISTRATION_EMAIL_KEY)).toBeNull());
  });

  it('shows call and email links for the broker', async () => {
    renderApp('/thank-you');
    expect(await screen.findByRole('link', { name: `Call ${testConfig.brokerPhone}` })).toHaveAttribute(
      'href',
      'tel:5552017788',
    );
    expect(screen.getByRole('link', { name: `Email ${testConfig.brokerEmail}` })).toHaveAttribute(
      'href',
      `mailto:${testConfig.brokerEmail}`,
    );
  });

  it('requests the playbook', async () => {
    const { user, calls } = renderApp('/thank-you?email=owner%40example.com', {
      handlers: { 'auth.me': () => testUser, 'playbook.request': () => ({ message: 'sent' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Your Playbook' }));
    expect(
      await screen.findByText('A download link for the playbook has been sent to jane.doe@example.com.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'playbook.request')).toHaveLength(1);
  });

  it('records a signed-out visitor as a lead so the playbook is emailed', async () => {
    const { user, calls } = renderApp('/thank-you?email=owner%40example.com', {
      handlers: { 'leads.create': () => ({ message: 'Thank you!' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Your Playbook' }));
    expect(
      await screen.findByText('A download link for the playbook has been sent to owner@example.com.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'leads.create')?.input).toEqual({
      fullName: 'owner@example.com',
      email: 'owner@example.com',
      phone: '',
      includeCalculator: true,
    });
  });

  it('downloads the playbook directly for a visitor without an email', async () => {
    const { user, calls } = renderApp('/thank-you');
    await user.click(await screen.findByRole('button', { name: 'Download Your Playbook' }));
    expect(await screen.findByText('Your playbook download has started.')).toBeInTheDocument();
    expect(startPlaybookDownload).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.path === 'playbook.request' || call.path === 'leads.create')).toEqual(
      [],
    );
  });

  it('sends the contact form and confirms', async () => {
    const { user, calls } = renderApp('/thank-you', {
      handlers: { 'contact.send': () => ({ message: 'ok' }) },
    });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText(/Name/), 'Pat Owner');
    await user.type(within(form).getByLabelText(/Email/), 'pat@example.com');
    await user.type(within(form).getByLabelText(/Message/), 'Please call me about my building.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText(`Message Sent! ${testConfig.brokerName} will get back to you soon.`),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'contact.send')?.input).toEqual({
      name: 'Pat Owner',
      email: 'pat@example.com',
      message: 'Please call me about my building.',
    });
    expect(within(form).getByLabelText(/Name/)).toHaveValue('');
  });

  it('requires name, email and message', async () => {
    const { user, calls } = renderApp('/thank-you');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Message is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'contact.send')).toBe(false);
  });

  it('asks to call or email directly when sending fails', async () => {
    const { user } = renderApp('/thank-you', {
      handlers: {
        'contact.send': () => {
          throw new MockTrpcError('Mail server down', 'INTERNAL_SERVER_ERROR', 500);
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText(/Name/), 'Pat Owner');
    await user.type(within(form).getByLabelText(/Email/), 'pat@example.com');
    await user.type(within(form).getByLabelText(/Message/), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send message. Please call or email directly.'),
    ).toBeInTheDocument();
  });
});
