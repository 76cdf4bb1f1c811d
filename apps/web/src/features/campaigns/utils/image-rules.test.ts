import { describe, expect, it } from 'vitest';
import { imageHint, imageProblem } from './image-rules.ts';

const size = (width: number, height: number, bytes = 1000) => ({ width, height, bytes });

describe('image rules', () => {
  it('wants a banner of exactly its format size', () => {
    expect(imageProblem('banner', '300x250', size(300, 250))).toBeNull();
    expect(imageProblem('banner', '300x250', size(600, 500))).toEqual({
      key: 'validation.bannerSize',
      params: { width: 300, height: 250 },
    });
  });

  it('wants square icons of at least 192 px and large images of at least 492 x 328', () => {
    expect(imageProblem('icon', 'classic push', size(192, 192))).toBeNull();
    expect(imageProblem('icon', 'classic push', size(256, 192))?.key).toBe('validation.iconSize');
    expect(imageProblem('icon', 'classic push', size(128, 128))?.key).toBe('validation.iconSize');
    expect(imageProblem('image', 'native', size(492, 328))).toBeNull();
    expect(imageProblem('image', 'native', size(491, 400))?.key).toBe('validation.imageSize');
  });

  it('refuses files over 2 MB before sending them', () => {
    expect(imageProblem('icon', 'native', size(192, 192, 3 * 1024 * 1024))).toEqual({
      key: 'campaigns.upload.tooLarge',
      params: { max: 2 },
    });
  });

  it('says what each place asks for', () => {
    expect(imageHint('banner', '728x90')).toEqual({
      key: 'campaigns.upload.hintBanner',
      params: { width: 728, height: 90 },
    });
    expect(imageHint('icon', 'native').key).toBe('campaigns.upload.hintIcon');
  });
});
