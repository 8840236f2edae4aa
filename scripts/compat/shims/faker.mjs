// The part of `@faker-js/faker` the auth-js suite uses, so that running the suite needs no package
// outside this repo's dependencies: random, unique-enough test values.
import { randomBytes, randomInt } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const alphanumeric = (length = 1) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

export const faker = {
  string: { alphanumeric },
  internet: {
    email: () => `user.${alphanumeric(12).toLowerCase()}@example.com`,
    password: () => `${alphanumeric(12)}-${randomBytes(6).toString('hex')}`,
    domainName: () => `${alphanumeric(10).toLowerCase()}.example.com`,
  },
  image: {
    avatarGitHub: () => `https://avatars.githubusercontent.com/u/${randomInt(1, 1e8)}`,
    url: () => `https://picsum.photos/seed/${alphanumeric(8)}/640/480`,
  },
};

export default { faker };
