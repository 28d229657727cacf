import { Link, useLoaderData } from 'react-router-dom';
import type { ChannelPage } from '@grtv/machines';
import { Thumb } from '../components/thumb';
import { TileGrid, TileRow } from '../components/tile-row';
import { tileOf } from '../components/tiles';
import { itemHref } from '../navigation/paths';

/** /channel/:slug (data: channelLoader): the channel, six titles, its carousels and six categories. */
export function Component() {
  const { channel, titles, carousels, categories } = useLoaderData() as ChannelPage;
  return (
    <div>
      <div className="hero">
        <Thumb src={channel.thumbnail} shape="wide" eager />
      </div>
      <div className="content-pad">
        <div className="channel-head">
          <Thumb src={channel.logo} shape="square" className="channel-logo" />
          <h1 className="page-title">{channel.name}</h1>
        </div>
        <p className="muted">{channel.description}</p>
        {categories.length > 0 && (
          <nav aria-label="Categories" className="chips">
            {categories.map((c) => (
              <Link key={c.id} to={itemHref('category', c.slug)} className="chip">
                {c.name}
              </Link>
            ))}
          </nav>
        )}
        {titles.length > 0 && (
          <section aria-label="Titles">
            <h2>Titles</h2>
            <TileGrid tiles={titles.map(tileOf)} label="Titles" />
          </section>
        )}
      </div>
      {carousels.map((carousel) => (
        <TileRow key={carousel.id} title={carousel.title} tiles={carousel.items.map(tileOf)} moreHref={categoryHrefOf(carousel.slug, channel.slug, categories)} />
      ))}
    </div>
  );
}

/** A channel carousel is one of its categories (slug `<channel>-<category>`): "See all" opens that category. */
function categoryHrefOf(carouselSlug: string, channelSlug: string, categories: ChannelPage['categories']): string | undefined {
  const categorySlug = carouselSlug.startsWith(`${channelSlug}-`) ? carouselSlug.slice(channelSlug.length + 1) : null;
  return categorySlug && categories.some((c) => c.slug === categorySlug) ? itemHref('category', categorySlug) : undefined;
}
