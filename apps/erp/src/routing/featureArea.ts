import type { ComponentType } from 'react';

/** What a feature area's chunk exports: its pages by name. */
export interface FeatureModule {
  pages: Readonly<Record<string, ComponentType>>;
}

/** One page of an area: its path under the area (none for the area's own address) and breadcrumb title. */
export interface FeaturePage {
  path?: string;
  /** The breadcrumb's last step under the area's title ('Add', 'Edit'). */
  title?: string;
  page: string;
}

/** A feature area: one chunk, loaded on demand and preloaded when the browser is idle. */
export interface FeatureArea {
  load: () => Promise<FeatureModule>;
  pages: readonly FeaturePage[];
}
