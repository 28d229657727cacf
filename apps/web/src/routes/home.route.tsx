import type { HomeData } from '@grtv/machines';
import { Link, useLoaderData } from 'react-router-dom';
import { Thumb } from '../components/thumb';
import { TileRow } from '../components/tile-row';
import { categoryTile, tileOf } from '../components/tiles';
import { itemHref } from '../navigation/paths';

/** / (data: homeLoader): slides, carousels, categories and channels. */
export function Component() {
  const { slides, carousels, categories, channels } = useLoaderData() as HomeData;
  return (
    <div className="home">
      {slides.length > 0 && (
        <section aria-label="Featured" className="slides-section">
          <ul className="slides">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <Link to={slide.link} className="slide">
                  {/* The slide's picture carries its title and line: read out, not printed twice. */}
                  <Thumb src={slide.image} shape="slide" eager={index === 0} />
                  <span className="visually-hidden">
                    {slide.title}: {slide.subtitle}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {carousels.map((carousel) => (
        <TileRow key={carousel.id} title={carousel.title} tiles={carousel.items.map(tileOf)} />
      ))}
      <TileRow title="Categories" tiles={categories.map(categoryTile)} />
      {channels.length > 0 && (
        <section className="row-section" aria-label="Channels">
          <div className="section-head">
            <h2>Channels</h2>
            <Link className="more-link" to="/channels">
              See all
            </Link>
          </div>
          <ul className="logo-row">
            {channels.map((c) => (
              <li key={c.id}>
                <Link to={itemHref('channel', c.slug)} className="logo-tile" aria-label={c.name}>
                  <Thumb src={c.logo} shape="square" />
                  <span>{c.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
