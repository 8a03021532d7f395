// Traffic counting, first party and without cookies: each page view and each goal (a CTA's
// click, a download, a search) is posted to the site's own /api/event, and the server counts it
// (server side: src/analytics/). Nothing is stored on the device for counting; the one thing kept
// is the visitor's own choice to be left out (`countOptOutKey`). A browser that sends Do Not
// Track or Global Privacy Control is never counted.
//
// One head script, so page views are counted whether or not the app hydrates, and the privacy
// page's opt-out control works from the first paint:
//  - the page view once the page is shown (or when it is left before that), and again when it
//    comes back from the back-forward cache. Every page is a document: a prerendered one
//    (Speculation Rules) is shown only once activated (page-shown.ts), and one left unactivated
//    was never seen, so it sends nothing;
//  - the referrer only when it is another site's: the site's own pages refer to each other;
//  - a click on an element with `data-goal="<name>"` sends that goal, its `data-goal-<key>`
//    attributes as props; the app sends others with a `kaveri:goal` event (lib/goals.ts);
//  - the URL sent drops the fragment and every query parameter but the campaign's (utm_*, ref):
//    a search query is text the visitor typed;
//  - `data-counting` on <html> ("on", "off" or "signal") is the state, which the privacy page's
//    control shows with CSS; its button (`countToggleAttribute`) sets or clears the key.
// Sent as text/plain, as Plausible's tracker does: a simple request, with no CORS preflight.
// The rules of an inline script: README.md beside this file.
import { onPageShown } from "./page-shown";

/** Where counts go (same origin). */
export const countEndpoint = "/api/event";
/** The localStorage key of the visitor's opt-out: "1" means nothing is sent from this device. */
export const countOptOutKey = "kaveri-counting-off";
/** A click on an element with this attribute sends the goal it names. */
export const goalAttribute = "data-goal";
/** Dispatched on `document` to send a goal; detail: { name, props }. */
export const goalEvent = "kaveri:goal";
/** Marks the opt-out control's button: a click turns counting off on this device, or on again. */
export const countToggleAttribute = "data-counting-toggle";
/** On <html>: this device's state, "on", "off" (opted out) or "signal" (Do Not Track, GPC). */
export const countStateAttribute = "data-counting";
/** A goal carries at most this many props, each value at most `maxPropLength` characters. */
export const maxGoalProps = 4;
export const maxPropLength = 100;

/**
 * The script's text. Written tight: it is in every page's HTML (at most 1 kB gzipped,
 * unit/inline-scripts/count.test.ts). A function, so the client build drops it whole.
 */
export const countScript = (): string => `(()=>{
const d=document,n=navigator,K="${countOptOutKey}",E="${countEndpoint}",G="${goalAttribute}",on=addEventListener;
const signal=n.globalPrivacyControl||n.doNotTrack=="1";
const off=()=>{try{return localStorage.getItem(K)=="1"}catch{}};
const show=()=>d.documentElement.setAttribute("${countStateAttribute}",signal?"signal":off()?"off":"on");
const page=()=>{const u=new URL(location.href);u.hash="";u.search=new URLSearchParams([...u.searchParams].filter(([k])=>k=="ref"||k.startsWith("utm_")));return u.href};
const send=(name,props)=>{
if(signal||off())return;
const r=d.referrer,body=new Blob([JSON.stringify({name,url:page(),referrer:r&&!r.startsWith(location.origin+"/")?r:null,props})],{type:"text/plain"});
n.sendBeacon?.(E,body)||fetch(E,{method:"POST",body,keepalive:true}).catch(()=>{});
};
let seen;
const view=()=>{seen=1;send("pageview")};
const first=()=>seen||view();
${onPageShown("first")};
on("pagehide",()=>d.prerendering||first());
on("pageshow",(e)=>e.persisted&&view());
const click=(e)=>{
const t=e.target;
if(!(t instanceof Element)||e.button>1)return;
if(t.closest("[${countToggleAttribute}]")){try{off()?localStorage.removeItem(K):localStorage.setItem(K,"1")}catch{}show()}
const el=t.closest("["+G+"]"),props={};
if(!el)return;
let i=0;
for(const a of el.attributes)if(a.name.startsWith(G+"-")&&i++<${maxGoalProps})props[a.name.slice(${goalAttribute.length + 1})]=a.value.slice(0,${maxPropLength});
send(el.getAttribute(G),i?props:undefined);
};
on("click",click,true);
on("auxclick",click,true);
on("storage",show);
d.addEventListener("${goalEvent}",(e)=>send(e.detail.name,e.detail.props));
show();
})();`;
