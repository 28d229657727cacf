import { describe, expect, it } from 'vitest';
import { activeTab, itemHref, pageHref, skeletonFor, watchHref } from './paths';

describe('itemHref', () => {
  it('links every kind of tile to its screen', () => {
    expect(itemHref('show', 'ubuntu-heights')).toBe('/show/ubuntu-heights');
    expect(itemHref('episode', 'amaphoyisa-s02e11')).toBe('/episode/amaphoyisa-s02e11');
    expect(itemHref('video', 'v-1')).toBe('/video/v-1');
    expect(itemHref('channel', 'mzansi-drama')).toBe('/channel/mzansi-drama');
    expect(itemHref('live', 'grtv-news-24')).toBe('/live/grtv-news-24');
    expect(itemHref('category', 'soapies')).toBe('/category/soapies');
  });

  it('never lets a slug leave its path segment', () => {
    expect(itemHref('show', '../ops')).toBe('/show/..%2Fops');
  });
});

describe('watchHref', () => {
  it('plays episodes and videos on /watch, and a live channel on its own page', () => {
    expect(watchHref('episode', 'a-s01e01')).toBe('/watch/episode/a-s01e01');
    expect(watchHref('video', 'clip')).toBe('/watch/video/clip');
    expect(watchHref('live', 'grtv-news-24')).toBe('/live/grtv-news-24');
  });
});

describe('pageHref', () => {
  it('keeps the other parameters and leaves page 1 without one', () => {
    const params = new URLSearchParams('q=kasi&page=3');
    expect(pageHref('/search', params, 4)).toBe('/search?q=kasi&page=4');
    expect(pageHref('/search', params, 1)).toBe('/search?q=kasi');
    expect(pageHref('/my-list', new URLSearchParams(), 1)).toBe('/my-list');
  });
});

describe('activeTab', () => {
  it('highlights Home only on /, Browse on everything reached from it, My List on /my-list', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/channels')).toBe('browse');
    expect(activeTab('/channel/mzansi-drama')).toBe('browse');
    expect(activeTab('/category/soapies')).toBe('browse');
    expect(activeTab('/live')).toBe('browse');
    expect(activeTab('/live/category/news')).toBe('browse');
    expect(activeTab('/my-list')).toBe('my-list');
    expect(activeTab('/profile')).toBeNull();
    expect(activeTab('/show/ubuntu-heights')).toBeNull();
    expect(activeTab('/channelsx')).toBeNull();
  });
});

describe('skeletonFor', () => {
  it('picks the placeholder shaped like the screen on its way', () => {
    expect(skeletonFor('/')).toBe('home');
    expect(skeletonFor('/channels')).toBe('grid');
    expect(skeletonFor('/category/soapies')).toBe('grid');
    expect(skeletonFor('/live')).toBe('grid');
    expect(skeletonFor('/live/category/news')).toBe('grid');
    expect(skeletonFor('/live/grtv-news-24')).toBe('watch');
    expect(skeletonFor('/watch/episode/a-s01e01')).toBe('watch');
    expect(skeletonFor('/show/ubuntu-heights')).toBe('detail');
    expect(skeletonFor('/channel/kasi-comedy')).toBe('detail');
    expect(skeletonFor('/my-list')).toBe('list');
    expect(skeletonFor('/search')).toBe('list');
    expect(skeletonFor('/terms-and-conditions')).toBe('text');
  });
});
