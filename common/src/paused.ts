/**
 * What a visitor sees of a parent's public pages while the parent has paused the pregnancy
 * (docs/decisions/0018-gifts-care-calendar-pause.md): the same neutral sentence on the profile, the
 * shared list, game links and result pages, which says nothing about why.
 */
export const PAGE_UNAVAILABLE = 'Bu sayfa şu an kullanılamıyor';
