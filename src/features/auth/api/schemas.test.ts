import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { registerSchema } from './register';
import { supportMessageSchema } from './send-support-message';
import { signInSchema } from './sign-in';

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const validRegistration = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+49 30 123456',
  password: '12345678',
  role: 'scout',
  consent: true,
} as const;

describe('signInSchema', () => {
  it('requires email and password', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('wants an email address and trims it', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(signInSchema.parse({ email: ' ada@example.com ', password: ' x ' })).toEqual({
      email: 'ada@example.com',
      password: ' x ',
    });
  });
});

describe('registerSchema', () => {
  it('accepts a complete registration for each public role', () => {
    for (const role of ['scout', 'investor', 'company'] as const) {
      expect(registerSchema.safeParse({ ...validRegistration, role }).success).toBe(true);
    }
  });

  it('requires every field', () => {
    expect(
      messages(
        registerSchema.safeParse({
          name: ' ',
          email: '',
          phoneNumber: '',
          password: '',
          role: '',
          consent: false,
        }),
      ),
    ).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      phoneNumber: 'validation.phoneRequired',
      password: 'validation.passwordRequired',
      role: 'validation.roleRequired',
      consent: 'validation.consentRequired',
    });
  });

  it('wants a valid email and a password of at least 8 characters', () => {
    expect(
      messages(
        registerSchema.safeParse({ ...validRegistration, email: 'a@b', password: '1234567' }),
      ),
    ).toEqual({ email: 'validation.emailInvalid', password: 'validation.passwordTooShort' });
  });

  it('takes an optional website, normalised and checked as the database does', () => {
    expect(registerSchema.parse(validRegistration).website).toBe('');
    expect(registerSchema.parse({ ...validRegistration, website: ' acme.example ' }).website).toBe(
      'https://acme.example',
    );
    expect(
      messages(registerSchema.safeParse({ ...validRegistration, website: 'ftp://acme.example' })),
    ).toEqual({ website: 'validation.websiteInvalid' });
    expect(
      messages(
        registerSchema.safeParse({
          ...validRegistration,
          website: `acme.example/${'a'.repeat(200)}`,
        }),
      ),
    ).toEqual({ website: 'validation.websiteTooLong' });
  });

  it('never accepts admin as a role', () => {
    expect(messages(registerSchema.safeParse({ ...validRegistration, role: 'admin' }))).toEqual({
      role: 'validation.roleRequired',
    });
  });
});

describe('supportMessageSchema', () => {
  it('requires email, subject and message within the database limits', () => {
    expect(messages(supportMessageSchema.safeParse({ email: '', subject: ' ', body: '' }))).toEqual(
      {
        email: 'validation.emailRequired',
        subject: 'validation.subjectRequired',
        body: 'validation.messageRequired',
      },
    );
    expect(
      messages(
        supportMessageSchema.safeParse({
          email: 'a@b.example',
          subject: 'x'.repeat(201),
          body: 'y'.repeat(5001),
        }),
      ),
    ).toEqual({ subject: 'validation.subjectTooLong', body: 'validation.messageTooLong' });
  });
});

describe('validation messages', () => {
  it('exist in English and German for every key the schemas use', () => {
    const keys = new Set<string>();
    for (const result of [
      signInSchema.safeParse({ email: 'x', password: '' }),
      signInSchema.safeParse({ email: '', password: '' }),
      registerSchema.safeParse({
        name: '',
        email: '',
        phoneNumber: '',
        password: 'short',
        role: 'x',
      }),
      registerSchema.safeParse({ name: '', email: '', phoneNumber: '', password: '', role: 'x' }),
      registerSchema.safeParse({ ...validRegistration, website: 'no website' }),
      registerSchema.safeParse({ ...validRegistration, website: `x.example/${'a'.repeat(200)}` }),
      supportMessageSchema.safeParse({
        email: 'x',
        subject: 'x'.repeat(201),
        body: 'y'.repeat(5001),
      }),
      supportMessageSchema.safeParse({ email: '', subject: '', body: '' }),
    ]) {
      for (const message of Object.values(messages(result))) keys.add(message);
    }
    expect(keys.size).toBe(14);
    for (const lng of ['en', 'de']) {
      for (const key of keys) {
        expect(i18n.exists(key, { ns: 'auth', lng }), `${lng} auth:${key}`).toBe(true);
      }
    }
  });
});

describe('spec error texts', () => {
  it('stay word for word in English', () => {
    const t = i18n.getFixedT('en', 'auth');
    expect(t('errors.registrationFailed')).toBe(
      'Registration failed. Please check your information.',
    );
    expect(t('errors.invalidCredentials')).toBe('Invalid email or password. Please try again.');
    expect(t('errors.loginFailed')).toBe('Login failed. Please try again.');
    expect(t('errors.profileNotFound')).toBe('User profile not found');
    expect(t('errors.logoutFailed')).toBe('Logout failed. Please try again.');
  });
});
