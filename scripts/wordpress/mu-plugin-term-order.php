<?php
/**
 * Plugin Name: Response test WordPress: terms in the order they were given
 * Description: Installed by scripts/wordpress/setup.mjs into the private test WordPress only.
 *
 * Stock WordPress returns a post's categories and tags sorted by name (in `categories`, `tags`
 * and the embedded `wp:term` lists). The sample content lists a post's main category first,
 * and the sample API answers in that order, so this keeps the order in which the seeder assigned
 * the terms: the taxonomies sort (wp_set_object_terms records term_order) and read by term_order.
 * Lists of terms (/wp/v2/categories, /wp/v2/tags) keep WordPress's own order (by name).
 */
add_filter('register_taxonomy_args', function ($args, $taxonomy) {
    if ($taxonomy === 'category' || $taxonomy === 'post_tag') {
        $args['sort'] = true;
        $args['args'] = ['orderby' => 'term_order'];
    }
    return $args;
}, 10, 2);

// The taxonomies were registered before must-use plugins load; register them again with the
// filter in place (WordPress itself registers them again on 'init' too, for translations).
if (function_exists('create_initial_taxonomies')) {
    create_initial_taxonomies();
}
