import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KEYS } from '../../src/client/lib/storage';
import { mockApi, trpcCalls, trpcError, trpcMutation, trpcPending } from '../msw/app-api';
import { user as aUser } from '../msw/app-data';
import { renderApp } from './render';

/** A page with no data of its own, so only the dialog talks to the API. */
const PAGE = '/404';

async function openSignIn() {
  const view = renderApp(PAGE);
  // The desktop bar's and the phone bar's Sign In are both in the document (CSS picks one).
  await view.user.click((await screen.findAllByRole('button', { name: 'Sign In' }))[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
  return { ...view, dialog };
}

const signInAnswer = (u = aUser({ username: 'ada' })) => ({
  token: 't'.repeat(43),
  deviceToken: 'd'.repeat(43),
  user: u,
});

describe('Sign-in form', () => {
  it('keeps Sign In disabled until both fields are filled', async () => {
    const { user, dialog } = await openSignIn();
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the button while signing in, then closes and shows the account', async () => {
    const login = trpcPending('auth.login');
    mockApi(login.mock);
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const busy = await within(dialog).findByRole('button', { name: /Signing in/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(trpcCalls.find((c) => c.path === 'auth.login')?.input).toMatchObject({
      emailOrUsername: 'ada',
      password: 'Secret123',
    });

    login.release(signInAnswer());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Account menu for ada' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: 'Sign In' })).toEqual([]);
    // Signing in is confirmed (the full-screen form on a phone just vanishes otherwise).
    expect(await screen.findByText("You're signed in")).toBeTruthy();
    expect(localStorage.getItem(KEYS.token)).toBe('t'.repeat(43));
  });

  it("shows the server's message for a wrong password and lets the visitor try again", async () => {
    mockApi(trpcError('auth.login', 401, 'That email, username or password is not right'));
    const { user, dialog } = await openSignIn();
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('That email, username or password is not right');
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(localStorage.getItem(KEYS.token)).toBeNull();
  });
});

describe('Sign-up form', () => {
  async function fillSignUp() {
    const view = renderApp(PAGE);
    await view.user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Account' });
    const { user } = view;
    await user.type(within(dialog).getByLabelText('Username'), 'ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    return { ...view, dialog };
  }

  it("shows the server's field errors under the fields they belong to", async () => {
    mockApi(
      trpcError('auth.register', 409, 'Username is already taken', {
        fieldErrors: { username: ['Username is already taken'] },
      }),
    );
    const { dialog } = await fillSignUp();
    const username = await within(dialog).findByRole('textbox', {
      name: 'Username',
      description: 'Username is already taken',
    });
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();
    // A field error is not repeated as a form-wide message.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(trpcCalls.find((c) => c.path === 'auth.register')?.input).toMatchObject({
      username: 'ada',
      name: 'ada',
      email: 'ada@example.com',
    });
  });

  it('creates the account and signs in', async () => {
    mockApi(trpcMutation('auth.register', signInAnswer(aUser({ username: 'ada' }))));
    await fillSignUp();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Account menu for ada' })).toBeTruthy();
  });
});
