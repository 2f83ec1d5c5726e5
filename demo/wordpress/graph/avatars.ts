// Gravatar pictures, as WordPress links commenters' and users' avatars.
import crypto from 'node:crypto';

const sha256 = (text: string) => crypto.createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

export const avatar = (email: string) => ({
  size: 96,
  height: 96,
  width: 96,
  default: 'mm',
  forceDefault: false,
  foundAvatar: true,
  rating: 'g',
  scheme: null,
  extraAttr: null,
  isRestricted: false,
  url: `https://secure.gravatar.com/avatar/${sha256(email)}?s=96&d=mm&r=g`,
});
