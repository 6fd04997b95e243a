import { describe, expect, it } from 'vitest';
import { isEmailAddress, normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it.each([
    ['Ann@Example.COM', 'ann@example.com'],
    ['  ann@example.com\t', 'ann@example.com'],
    ['ANN.SMITH+print@Mail.Example.org ', 'ann.smith+print@mail.example.org'],
  ])('%j → %j', (raw, normal) => expect(normaliseEmail(raw)).toBe(normal));
});

describe('isEmailAddress', () => {
  it.each([
    ['ann@example.com', true],
    ['ann.smith+print@mail.example.org', true],
    ['a@b.co', true],
    ['', false],
    ['ann', false],
    ['@example.com', false],
    ['ann@', false],
    ['ann@example', false],
    ['ann@@example.com', false],
    ['ann@exa@mple.com', false],
    ['ann smith@example.com', false],
    ['ann@example..com', false],
    ['ann@.example.com', false],
    ['ann@example.com.', false],
    ['ann\r\nBcc: x@evil.test@example.com', false],
    ["ann'--@example.com", false],
    ['<ann@example.com>', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`${'a'.repeat(64)}@example.com`, true],
    [`a@${'b'.repeat(249)}.com`, false],
  ])('%j → %s', (email, ok) => expect(isEmailAddress(email)).toBe(ok));
});
